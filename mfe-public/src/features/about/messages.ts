import { defineMessages } from '@rowad/shared/i18n';

/** The about page's texts (docs/product.md §1: static content, Arabic right-to-left). */
export const aboutCatalogues = {
  en: {
    intro:
      "Rowad is a community platform for Hebron's small-business owners. It gives their projects a place to be seen, brings them to virtual and physical bazaars, and connects them with investors and with one another.",
    offerTitle: 'What Rowad offers',
    showcaseTitle: 'A showcase for every project',
    showcaseBody:
      'Owners present their projects with a description, photos, categories, location and the contact channels they choose. An admin reviews each new project and every change before it becomes public, so what visitors read is checked.',
    bazaarsTitle: 'Virtual and physical bazaars',
    bazaarsBody:
      'Rowad lists bazaars and other events, online and in person. An owner asks to take part from the event page; an admin reviews the request and accepts or rejects it, and the owner sees the answer on the same page.',
    investorsTitle: 'Investor connections',
    investorsBody:
      "Investors browse projects and owners' profiles and can request information from an owner directly. The owner replies by e-mail, so the conversation continues between the two of them.",
    networkTitle: 'Entrepreneurial networking',
    networkBody:
      'Signed-in members find other entrepreneurs, comment on and rate projects, and meet at events: a network for sharing experience and finding partners close to home.',
    audienceTitle: 'Who Rowad is for',
    audienceOwners: 'Small-business owners in Hebron who want more people to know their work.',
    audienceInvestors: 'Investors looking for local projects to support and grow.',
    audienceVisitors:
      'Visitors and customers, who can browse projects and events without creating an account.',
    startTitle: 'Get started',
    startBody: 'Explore the projects already on Rowad, or create an account as an owner or an investor.',
    browseProjects: 'Browse the projects',
    createAccount: 'Create an account',
  },
  ar: {
    intro:
      'رواد منصة مجتمعية لأصحاب المشاريع الصغيرة في الخليل. تمنح مشاريعهم مكانًا تُعرض فيه، وتفتح لهم أبواب البازارات الافتراضية والميدانية، وتصلهم بالمستثمرين وببعضهم بعضًا.',
    offerTitle: 'ما تقدّمه رواد',
    showcaseTitle: 'واجهة لكل مشروع',
    showcaseBody:
      'يعرض أصحاب المشاريع مشاريعهم بوصف وصور وتصنيفات وموقع، وبقنوات التواصل التي يختارونها بأنفسهم. ويراجع المشرف كل مشروع جديد وكل تعديل قبل نشره، فيطّلع الزوار على محتوى موثوق.',
    bazaarsTitle: 'بازارات افتراضية وميدانية',
    bazaarsBody:
      'تعرض رواد البازارات والفعاليات الأخرى، عبر الإنترنت وعلى أرض الواقع. يطلب صاحب المشروع المشاركة من صفحة الفعالية، فيراجع المشرف الطلب ويقبله أو يرفضه، ويرى صاحب المشروع الرد في الصفحة نفسها.',
    investorsTitle: 'التواصل مع المستثمرين',
    investorsBody:
      'يتصفح المستثمرون المشاريع والملفات الشخصية لأصحابها، ويمكنهم طلب معلومات من صاحب المشروع مباشرة. ويرد صاحب المشروع عبر البريد الإلكتروني، فيبقى الحديث بينهما.',
    networkTitle: 'شبكة رواد الأعمال',
    networkBody:
      'يتعرّف الأعضاء المسجَّلون إلى رواد أعمال آخرين، ويعلّقون على المشاريع ويقيّمونها، ويلتقون في الفعاليات: شبكة لتبادل الخبرات وإيجاد الشركاء في مدينتهم.',
    audienceTitle: 'لمن صُمّمت رواد',
    audienceOwners: 'أصحاب المشاريع الصغيرة في الخليل الذين يريدون أن يعرف مزيد من الناس عملهم.',
    audienceInvestors: 'المستثمرون الباحثون عن مشاريع محلية يدعمونها وينمّونها.',
    audienceVisitors: 'الزوار والزبائن، ويمكنهم تصفح المشاريع والفعاليات دون إنشاء حساب.',
    startTitle: 'ابدأ الآن',
    startBody: 'استكشف المشاريع المعروضة على رواد، أو أنشئ حسابًا بصفتك صاحب مشروع أو مستثمرًا.',
    browseProjects: 'تصفّح المشاريع',
    createAccount: 'إنشاء حساب',
  },
};

export type AboutMessageKey = keyof typeof aboutCatalogues.en;

export const useAboutMessages = defineMessages<AboutMessageKey>(aboutCatalogues);
