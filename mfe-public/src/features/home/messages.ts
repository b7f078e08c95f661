import { defineMessages } from '@rowad/shared/i18n';

/** The home page (docs/product.md §2 "Home"): what Rowad is, its services, the latest projects and events. */
const catalogues = {
  en: {
    heroLead:
      "Discover Hebron's small businesses and makers, take part in virtual and physical bazaars, and meet the investors and partners who help them grow.",
    learnMore: 'Learn More',
    aboutRowad: 'about Rowad',
    browseProjects: 'Browse projects',
    whatTitle: 'What is Rowad?',
    whatText:
      'Rowad ("pioneers") is a platform for the entrepreneurs of Hebron. Owners present their projects with pictures, contact details and social pages; visitors find them by name or theme; bazaars bring them together online and in person; investors ask them for information directly.',
    exploreMore: 'Explore More',
    servicesTitle: 'What Rowad offers',
    investorTitle: 'Investor Connections',
    investorText: 'Investors browse projects and owners and request information from an owner in one click.',
    marketsTitle: 'Virtual Marketplaces',
    marketsText: 'Owners apply to take part in online and physical bazaars; an admin reviews every request.',
    networkTitle: 'Entrepreneurial Networking',
    networkText: 'Owners meet each other, comment on and rate projects, and learn from their community.',
    latestProjects: 'Latest Projects',
    latestEvents: 'Latest Events',
    showMore: 'Show more',
    showMoreProjects: 'all projects',
    showMoreEvents: 'all events',
    loadingProjects: 'Loading the latest projects...',
    loadingEvents: 'Loading the latest events...',
  },
  ar: {
    heroLead:
      'اكتشف المشاريع الصغيرة والحِرفيين في الخليل، وشارك في البازارات الافتراضية والميدانية، وتعرّف على المستثمرين والشركاء الذين يساعدونهم على النمو.',
    learnMore: 'اعرف المزيد',
    aboutRowad: 'عن رواد',
    browseProjects: 'تصفّح المشاريع',
    whatTitle: 'ما هو رواد؟',
    whatText:
      'رواد منصة لروّاد الأعمال في الخليل. يعرض أصحاب المشاريع مشاريعهم بالصور ووسائل التواصل وصفحاتهم الاجتماعية؛ ويجدها الزوار بالاسم أو بالتصنيف؛ وتجمعهم البازارات عبر الإنترنت وعلى أرض الواقع؛ ويطلب منهم المستثمرون المعلومات مباشرة.',
    exploreMore: 'استكشف المزيد',
    servicesTitle: 'ما يقدّمه رواد',
    investorTitle: 'التواصل مع المستثمرين',
    investorText: 'يتصفّح المستثمرون المشاريع وأصحابها ويطلبون المعلومات من صاحب المشروع بنقرة واحدة.',
    marketsTitle: 'الأسواق الافتراضية',
    marketsText: 'يتقدّم أصحاب المشاريع للمشاركة في البازارات الإلكترونية والميدانية، ويراجع المشرف كل طلب.',
    networkTitle: 'شبكة روّاد الأعمال',
    networkText: 'يلتقي أصحاب المشاريع ببعضهم، ويعلّقون على المشاريع ويقيّمونها، ويتعلّمون من مجتمعهم.',
    latestProjects: 'أحدث المشاريع',
    latestEvents: 'أحدث الفعاليات',
    showMore: 'عرض المزيد',
    showMoreProjects: 'كل المشاريع',
    showMoreEvents: 'كل الفعاليات',
    loadingProjects: 'جارٍ تحميل أحدث المشاريع...',
    loadingEvents: 'جارٍ تحميل أحدث الفعاليات...',
  },
};

export type HomeMessageKey = keyof typeof catalogues.en;
export const useHomeMessages = defineMessages<HomeMessageKey>(catalogues);
