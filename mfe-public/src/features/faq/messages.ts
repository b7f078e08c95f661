import { defineMessages } from '@rowad/shared/i18n';

/**
 * The FAQ's nine questions and answers (docs/product.md §1), in the page's order. docs/product.md names eight
 * topics for nine questions: the benefits are asked twice, once for owners and once for investors.
 */
export const faqTopics = [
  'purpose',
  'whoCanJoin',
  'register',
  'publish',
  'bazaars',
  'ownerBenefits',
  'investorBenefits',
  'contact',
  'data',
] as const;

export type FaqTopic = (typeof faqTopics)[number];

export const faqCatalogues = {
  en: {
    'purpose.question': 'What is the purpose of Rowad?',
    'purpose.answer':
      "Rowad supports Hebron's small-business owners. It gives their projects a public showcase, brings them to virtual and physical bazaars, and connects them with investors and with other entrepreneurs.",
    'whoCanJoin.question': 'Who can join Rowad?',
    'whoCanJoin.answer':
      'Small-business owners who want to present their projects, and investors looking for projects to support. Anyone can browse projects and events without an account.',
    'register.question': 'How do I register?',
    'register.answer':
      'Choose "Create an account", fill in your details and choose your account type: owner or investor. We then send you an e-mail; open the link in it to activate your account, and sign in.',
    'publish.question': 'How do owners publish their projects?',
    'publish.answer':
      'Sign in as an owner, open "My Projects" and choose "Add New Project". Describe the project, add its categories, location, contact channels and images, and pick a cover image. An admin reviews the project, and every later change, before it becomes public; until then it shows as a draft.',
    'bazaars.question': 'How can I take part in a bazaar?',
    'bazaars.answer':
      'Sign in as an owner and open the bazaar from the events page, then register to take part. An admin reviews your request and approves or rejects it; the event page shows you the answer.',
    'ownerBenefits.question': 'What do owners gain from Rowad?',
    'ownerBenefits.answer':
      'A public showcase for their projects, a place in virtual and physical bazaars, requests from interested investors, and comments and ratings from other members that help them improve.',
    'investorBenefits.question': 'What do investors gain from Rowad?',
    'investorBenefits.answer':
      'One place to discover local projects, read about the people behind them, and request information from an owner directly; the owner replies to you by e-mail.',
    'contact.question': 'How do I contact a project owner?',
    'contact.answer':
      'Each project lists the contact channels its owner chose: e-mail, website, WhatsApp, phone numbers or social pages. Contact the owner through any of them. Investors can also use "Request Info" on the owner\'s profile.',
    'data.question': 'Which of my data is shared, and with whom?',
    'data.answer':
      "Your public profile and your approved projects can be seen by everyone. Information meant only for investors, such as an owner's reply to an investor's request, stays with those investors: Rowad does not publish it or share it with anyone else.",
    moreQuestions: 'Still have a question?',
    contactUs: 'Contact us',
  },
  ar: {
    'purpose.question': 'ما الهدف من منصة رواد؟',
    'purpose.answer':
      'تدعم رواد أصحاب المشاريع الصغيرة في الخليل؛ فتمنح مشاريعهم واجهة عامة، وتتيح لهم المشاركة في البازارات الافتراضية والميدانية، وتصلهم بالمستثمرين وبرواد أعمال آخرين.',
    'whoCanJoin.question': 'من يمكنه الانضمام إلى رواد؟',
    'whoCanJoin.answer':
      'أصحاب المشاريع الصغيرة الذين يريدون عرض مشاريعهم، والمستثمرون الباحثون عن مشاريع يدعمونها. ويستطيع أي شخص تصفح المشاريع والفعاليات دون حساب.',
    'register.question': 'كيف أسجّل في المنصة؟',
    'register.answer':
      'اختر «إنشاء حساب»، واملأ بياناتك، ثم اختر نوع الحساب: صاحب مشروع أو مستثمر. سنرسل إليك رسالة بريد إلكتروني؛ افتح الرابط الذي فيها لتفعيل حسابك، ثم سجّل الدخول.',
    'publish.question': 'كيف ينشر أصحاب المشاريع مشاريعهم؟',
    'publish.answer':
      'سجّل الدخول بحساب صاحب مشروع، وافتح «مشاريعي» واختر «إضافة مشروع جديد». صِف مشروعك وأضف تصنيفاته وموقعه وقنوات التواصل وصوره، واختر صورة الغلاف. يراجع المشرف المشروع، وكل تعديل لاحق عليه، قبل أن يصبح علنيًا؛ ويظهر حتى ذلك الحين مسودةً.',
    'bazaars.question': 'كيف أشارك في بازار؟',
    'bazaars.answer':
      'سجّل الدخول بحساب صاحب مشروع وافتح البازار من صفحة الفعاليات، ثم سجّل للمشاركة. يراجع المشرف طلبك فيقبله أو يرفضه، وتعرض لك صفحة الفعالية الرد.',
    'ownerBenefits.question': 'ما الذي يجنيه أصحاب المشاريع من رواد؟',
    'ownerBenefits.answer':
      'واجهة عامة لمشاريعهم، ومكان في البازارات الافتراضية والميدانية، وطلبات من مستثمرين مهتمين، وتعليقات وتقييمات من الأعضاء الآخرين تساعدهم على التحسّن.',
    'investorBenefits.question': 'ما الذي يجنيه المستثمرون من رواد؟',
    'investorBenefits.answer':
      'مكان واحد لاكتشاف المشاريع المحلية والتعرّف إلى أصحابها، وطلب المعلومات من صاحب المشروع مباشرة؛ ويرد عليك صاحب المشروع عبر البريد الإلكتروني.',
    'contact.question': 'كيف أتواصل مع صاحب مشروع؟',
    'contact.answer':
      'يعرض كل مشروع قنوات التواصل التي اختارها صاحبه: البريد الإلكتروني أو الموقع الإلكتروني أو واتساب أو أرقام الهاتف أو صفحات التواصل الاجتماعي. تواصل معه عبر أيٍّ منها. ويمكن للمستثمرين أيضًا استخدام «طلب معلومات» في الملف الشخصي لصاحب المشروع.',
    'data.question': 'أيّ بياناتي تُشارَك، ومع من؟',
    'data.answer':
      'يستطيع الجميع رؤية ملفك الشخصي العام ومشاريعك المعتمدة. أما المعلومات المخصصة للمستثمرين وحدهم، كرد صاحب المشروع على طلب مستثمر، فتبقى لدى هؤلاء المستثمرين: لا تنشرها رواد ولا تشاركها مع أي جهة أخرى.',
    moreQuestions: 'هل لديك سؤال آخر؟',
    contactUs: 'تواصل معنا',
  },
};

export type FaqMessageKey = keyof typeof faqCatalogues.en;

export const useFaqMessages = defineMessages<FaqMessageKey>(faqCatalogues);
