import type { ProjectInput } from '@rowad/shared/schemas';

// Believable Hebron businesses for a first look at the platform (DEMO_DATA). Names, places and
// crafts are typical of the city; the people are invented.

/** A demo account: its name, sign-in and profile. */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  address: string;
}

export interface DemoOwner extends DemoPerson {
  /** What the owner submits, with the colours of the generated pictures. */
  project: ProjectInput & { palette: [string, string] };
}

export const demoOwners: DemoOwner[] = [
  {
    firstName: 'Amal',
    lastName: 'Natsheh',
    email: 'amal.natsheh@demo.rowad.ps',
    bio: 'Third-generation glassblower keeping the blue Hebron glass alive.',
    address: 'Bab al-Zawiya, Hebron',
    project: {
      name: 'Hebron Blue Glass Studio',
      description:
        'Hand-blown glass in the famous Hebron blue: lamps, cups and vases made in a family furnace that has burned since 1890.',
      city: 'Hebron',
      street: 'Al-Salaymeh Street',
      categories: ['glass', 'handmade', 'home decor'],
      contact: {
        email: 'studio@blueglass.example',
        website: 'https://blueglass.example',
        whatsapp: '+970 59 123 4567',
        phones: ['+970 2 222 1234'],
        pages: [
          { pageType: 'facebook', pageUrl: 'https://facebook.com/hebronblueglass' },
          { pageType: 'instagram', pageUrl: 'https://instagram.com/hebronblueglass' },
        ],
      },
      palette: ['#1d4e89', '#7fb7e6'],
    },
  },
  {
    firstName: 'Yousef',
    lastName: 'Qawasmi',
    email: 'yousef.qawasmi@demo.rowad.ps',
    bio: 'Potter and ceramic painter; workshops for schools every spring.',
    address: 'Ras al-Jora, Hebron',
    project: {
      name: 'Qawasmi Ceramics',
      description:
        'Painted ceramic plates, tiles and jars with the floral patterns of Hebron, glazed and fired on site.',
      city: 'Hebron',
      street: 'Ein Sara Street',
      categories: ['ceramics', 'handmade', 'gifts'],
      contact: {
        email: 'hello@qawasmi-ceramics.example',
        website: '',
        whatsapp: '+970 59 765 4321',
        phones: ['+970 2 229 8765', '+970 56 111 2222'],
        pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/qawasmiceramics' }],
      },
      palette: ['#a23e2a', '#f2c14e'],
    },
  },
  {
    firstName: 'Huda',
    lastName: 'Tamimi',
    email: 'huda.tamimi@demo.rowad.ps',
    bio: 'Embroiderer leading a cooperative of twenty women from the old city.',
    address: 'Old City, Hebron',
    project: {
      name: 'Tatreez Hebron Cooperative',
      description:
        'Traditional Palestinian cross-stitch embroidery: dresses, cushions and bags made by a women’s cooperative.',
      city: 'Hebron',
      street: 'Shuhada Street',
      categories: ['embroidery', 'fashion', 'cooperative'],
      contact: {
        email: 'tatreez@coop.example',
        website: 'https://tatreez-coop.example',
        whatsapp: '',
        phones: ['+970 59 333 4444'],
        pages: [{ pageType: 'facebook', pageUrl: 'https://facebook.com/tatreezhebron' }],
      },
      palette: ['#7a1f3d', '#2f6d4f'],
    },
  },
  {
    firstName: 'Khaled',
    lastName: 'Jabari',
    email: 'khaled.jabari@demo.rowad.ps',
    bio: 'Olive farmer in the hills south of Hebron; cold-pressed oil and soap.',
    address: 'Bani Naim, Hebron',
    project: {
      name: 'Jabari Olive Press',
      description:
        'Cold-pressed extra virgin olive oil from old Nabali trees, and olive oil soap cured for six weeks.',
      city: 'Bani Naim',
      street: 'Main Road',
      categories: ['olive oil', 'food', 'soap'],
      contact: {
        email: 'orders@jabari-olive.example',
        website: 'https://jabari-olive.example',
        whatsapp: '+970 59 888 9999',
        phones: [],
        pages: [],
      },
      palette: ['#556b2f', '#c9b458'],
    },
  },
  {
    firstName: 'Rania',
    lastName: 'Sharabati',
    email: 'rania.sharabati@demo.rowad.ps',
    bio: 'Leather worker making bags and sandals from locally tanned hides.',
    address: 'Wadi al-Tuffah, Hebron',
    project: {
      name: 'Sharabati Leather',
      description: 'Bags, belts and sandals cut and stitched by hand from leather tanned in Hebron.',
      city: 'Hebron',
      street: 'Wadi al-Tuffah',
      categories: ['leather', 'fashion', 'handmade'],
      contact: {
        email: 'rania@sharabati-leather.example',
        website: '',
        whatsapp: '+970 56 444 5555',
        phones: ['+970 56 444 5555'],
        pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/sharabatileather' }],
      },
      palette: ['#6b3e26', '#d9a066'],
    },
  },
  {
    firstName: 'Omar',
    lastName: 'Zatari',
    email: 'omar.zatari@demo.rowad.ps',
    bio: 'Baker of grape molasses sweets and Hebron’s famous dibs.',
    address: 'Halhul',
    project: {
      name: 'Halhul Grape Sweets',
      description: 'Grape molasses (dibs), malban and raisins from the vineyards of Halhul and Hebron.',
      city: 'Halhul',
      street: 'Al-Nabi Yunis Street',
      categories: ['food', 'grapes', 'sweets'],
      contact: {
        email: 'sweets@halhul.example',
        website: '',
        whatsapp: '+970 59 222 3333',
        phones: [],
        pages: [{ pageType: 'facebook', pageUrl: 'https://facebook.com/halhulsweets' }],
      },
      palette: ['#5b2a6e', '#b07cc6'],
    },
  },
  {
    firstName: 'Nadia',
    lastName: 'Abu Aisheh',
    email: 'nadia.abuaisheh@demo.rowad.ps',
    bio: 'تطرّز أثواب بيت أمّر منذ ثلاثين عامًا وتعلّم الفتيات الغرزة الفلاحية.',
    address: 'بيت أمّر',
    project: {
      name: 'مطرزات بيت أمّر',
      description:
        'أثواب ووسائد وشالات مطرزة يدويًا بالغرزة الفلاحية، بألوان خيوط الحرير التقليدية لقرى جنوب الخليل.',
      city: 'بيت أمّر',
      street: 'الشارع الرئيسي',
      categories: ['تطريز', 'أزياء', 'handmade'],
      contact: {
        email: 'nadia@beitummar-tatreez.example',
        website: '',
        whatsapp: '+970 59 410 2030',
        phones: ['+970 59 410 2030'],
        pages: [{ pageType: 'facebook', pageUrl: 'https://facebook.com/beitummartatreez' }],
      },
      palette: ['#8c1c3a', '#e8b04b'],
    },
  },
  {
    firstName: 'Mahmoud',
    lastName: 'Dudeen',
    email: 'mahmoud.dudeen@demo.rowad.ps',
    bio: 'Stonemason; cuts and dresses Hebron limestone for homes and mosques.',
    address: 'Dura',
    project: {
      name: 'Dura Stone Works',
      description:
        'Hebron limestone cut, dressed and carved for facades, arches and garden walls, quarried and finished in Dura.',
      city: 'Dura',
      street: 'Quarry Road',
      categories: ['stone', 'construction'],
      contact: {
        email: 'quotes@durastone.example',
        website: 'https://durastone.example',
        whatsapp: '+970 59 520 6060',
        phones: ['+970 2 228 6060'],
        pages: [{ pageType: 'linkedin', pageUrl: 'https://linkedin.com/company/durastone' }],
      },
      palette: ['#9c8a6e', '#e9e0cf'],
    },
  },
  {
    firstName: 'Fatima',
    lastName: 'Rjoub',
    email: 'fatima.rjoub@demo.rowad.ps',
    bio: 'خبّازة تخبز خبز الطابون والمناقيش كل صباح في البلدة القديمة.',
    address: 'البلدة القديمة، الخليل',
    project: {
      name: 'مخبز الطابون',
      description: 'خبز الطابون والمسخّن والمناقيش بزيت الزيتون والزعتر البلدي، يُخبز على الحصى كل صباح.',
      city: 'الخليل',
      street: 'سوق القزازين',
      categories: ['مخبوزات', 'food'],
      contact: {
        email: 'taboon@bakery.example',
        website: '',
        whatsapp: '+970 56 730 1212',
        phones: ['+970 2 222 7312'],
        pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/taboonhebron' }],
      },
      palette: ['#b5651d', '#f3d9a4'],
    },
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Adarbeh',
    email: 'ibrahim.adarbeh@demo.rowad.ps',
    bio: 'Beekeeper with sixty hives on the wild-thyme slopes of Yatta.',
    address: 'Yatta',
    project: {
      name: 'Yatta Wild Thyme Honey',
      description:
        'Raw honey from hives kept among wild thyme and sage south of Hebron, harvested twice a year and never heated.',
      city: 'Yatta',
      street: 'Al-Karmil Road',
      categories: ['honey', 'food'],
      contact: {
        email: 'honey@yatta.example',
        website: 'https://yatta-honey.example',
        whatsapp: '+970 59 840 4545',
        phones: [],
        pages: [
          { pageType: 'facebook', pageUrl: 'https://facebook.com/yattahoney' },
          { pageType: 'instagram', pageUrl: 'https://instagram.com/yattahoney' },
        ],
      },
      palette: ['#c98b12', '#f7e08a'],
    },
  },
  {
    firstName: 'Salwa',
    lastName: 'Sultan',
    email: 'salwa.sultan@demo.rowad.ps',
    bio: 'Weaver running four shuttle looms in a family workshop.',
    address: 'Old City, Hebron',
    project: {
      name: 'Old City Keffiyeh Looms',
      description:
        'Keffiyehs and scarves woven in cotton on shuttle looms, in the classic black and white and in new colours.',
      city: 'Hebron',
      street: 'Al-Qasaba Market',
      categories: ['textiles', 'fashion', 'handmade'],
      contact: {
        email: 'looms@keffiyeh.example',
        website: 'https://keffiyeh-looms.example',
        whatsapp: '',
        phones: ['+970 2 229 3434'],
        pages: [{ pageType: 'twitter', pageUrl: 'https://twitter.com/keffiyehlooms' }],
      },
      palette: ['#222222', '#d7d7d7'],
    },
  },
  {
    firstName: 'Ahmad',
    lastName: 'Muhtaseb',
    email: 'ahmad.muhtaseb@demo.rowad.ps',
    bio: 'راعٍ وصانع ألبان من السموع، يصنع اللبنة والجميد من حليب قطيعه.',
    address: 'السموع',
    project: {
      name: 'ألبان السموع',
      description: 'لبنة مكعزلة وجميد ولبن رائب من حليب الغنم والماعز، يُصنع يوميًا بلا مواد حافظة.',
      city: 'السموع',
      street: 'طريق البلدية',
      categories: ['ألبان', 'food'],
      contact: {
        email: 'dairy@samu.example',
        website: '',
        whatsapp: '+970 59 950 7878',
        phones: ['+970 59 950 7878'],
        pages: [],
      },
      palette: ['#4f7c8a', '#f4f1e8'],
    },
  },
  {
    firstName: 'Mariam',
    lastName: 'Shalaldeh',
    email: 'mariam.shalaldeh@demo.rowad.ps',
    bio: 'Carpenter making olive-wood and walnut furniture to order.',
    address: 'Tarqumiya',
    project: {
      name: 'Tarqumiya Wood Workshop',
      description:
        'Tables, chairs and chests in walnut and olive wood, joined by hand and finished with oil and beeswax.',
      city: 'Tarqumiya',
      street: 'Industrial Zone',
      categories: ['furniture', 'wood', 'home decor'],
      contact: {
        email: 'workshop@tarqumiya-wood.example',
        website: '',
        whatsapp: '+970 56 610 9090',
        phones: ['+970 56 610 9090'],
        pages: [{ pageType: 'snapchat', pageUrl: 'https://snapchat.com/add/tarqumiyawood' }],
      },
      palette: ['#6f4e37', '#c8a27a'],
    },
  },
  {
    firstName: 'Tareq',
    lastName: 'Sider',
    email: 'tareq.sider@demo.rowad.ps',
    bio: 'Web developer building online shops for Hebron businesses.',
    address: 'Ein Sara, Hebron',
    project: {
      name: 'Hebron Code Lab',
      description:
        'Websites and online shops for local businesses, in Arabic and English, with training so owners can update them.',
      city: 'Hebron',
      street: 'Ein Sara Street',
      categories: ['technology', 'services'],
      contact: {
        email: 'hello@hebroncodelab.example',
        website: 'https://hebroncodelab.example',
        whatsapp: '+970 59 300 1122',
        phones: [],
        pages: [{ pageType: 'linkedin', pageUrl: 'https://linkedin.com/company/hebroncodelab' }],
      },
      palette: ['#0f6e5a', '#9fd8c6'],
    },
  },
];

export const demoInvestors: DemoPerson[] = [
  {
    firstName: 'Sami',
    lastName: 'Abu Sneineh',
    email: 'sami.investor@demo.rowad.ps',
    bio: 'Angel investor in crafts and food.',
    address: 'Ramallah',
  },
  {
    firstName: 'Lina',
    lastName: 'Haddad',
    email: 'lina.investor@demo.rowad.ps',
    bio: 'Impact fund for women-led businesses.',
    address: 'Bethlehem',
  },
];

/** Events relative to today: one past, one ongoing, two upcoming. */
export const demoEvents = [
  {
    name: 'Hebron Spring Bazaar',
    description:
      "Three days of glass, ceramics, embroidery and olive wood from Hebron's workshops in the square by Bab al-Zawiya, with makers at their stalls and live music in the evening. Free entry.",
    city: 'Hebron',
    street: 'Bab al-Zawiya Square',
    startOffset: -40,
    endOffset: -38,
    kind: 'physical',
    capacity: 40,
    categories: ['bazaar', 'handmade'],
  },
  {
    name: 'Online Crafts Week',
    description:
      'A week of virtual stalls: each day a different craft, live demonstrations from the workshops, and orders delivered across the West Bank.',
    city: 'Online',
    street: '',
    startOffset: -1,
    endOffset: 5,
    kind: 'virtual',
    capacity: null,
    categories: ['virtual', 'crafts'],
  },
  {
    name: 'Olive Harvest Market',
    description:
      "This season's olive oil, za'atar, soap and pickles straight from the presses and farms of Bani Naim and the villages around it. Tasting tables and free entry.",
    city: 'Bani Naim',
    street: 'Municipality Hall',
    startOffset: 20,
    endOffset: 22,
    kind: 'physical',
    capacity: 40,
    categories: ['food', 'olive oil'],
  },
  {
    name: 'سوق الخليل للتطريز',
    description:
      'يومان للتطريز الفلاحي في البلدة القديمة: أثواب وشالات ووسائد من مطرّزات الخليل وقراها، وورشة لتعليم الغرزة للمبتدئات. الدخول مجاني.',
    city: 'الخليل',
    street: 'البلدة القديمة',
    startOffset: 45,
    endOffset: 46,
    kind: 'physical',
    capacity: 40,
    categories: ['تطريز', 'bazaar'],
  },
] as const;

export const demoComments = [
  { comment: 'Beautiful work, and delivered to Ramallah in two days.', rate: 5 },
  { comment: 'Great quality. I would love more colours.', rate: 4 },
];

/** One edit waiting for an admin, so the review queue has something to show: the first owner's project, changed. */
export const demoPendingEdit = {
  owner: 0,
  descriptionAdded: ' Now with a summer collection of turquoise lamps.',
  categoryAdded: 'lighting',
} as const;

/** One request to take part waiting for an admin: the second owner's, for the third event. */
export const demoParticipation = { event: 2, owner: 1, note: 'We will bring painted plates.' } as const;
