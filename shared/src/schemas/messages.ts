/*
 * Every message a shared schema can give, by code, with its English (SPEC section 5's exact
 * words where SPEC has them; the length limits and API-only rules are ours) and its Arabic side by
 * side. The schemas' rules carry the code; the API's error handler answers the English, the forms
 * show the current language. A code is never reused for another meaning.
 *
 * No zod here and no other schema imported: the catalogue is plain data, cheap to load anywhere.
 */

interface Texts {
  en: string;
  ar: string;
}

// Limits repeated in the texts (this module imports no schema); fields.ts holds the same numbers,
// and the schema tests parse a value just over each limit and expect these texts.
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const BIO_MAX = 2000;
const ADDRESS_MAX = 300;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const CONTACT_NAME_MAX = 120;
const CONTACT_MESSAGE_MAX = 5000;

export const SCHEMA_MESSAGES = {
  // Accounts: registration, login, password reset, profiles (fields.ts)
  'firstName.required': { en: 'First name is required', ar: 'الاسم الأول مطلوب' },
  'firstName.tooLong': {
    en: `First name must be at most ${NAME_MAX} characters`,
    ar: `يجب ألا يزيد الاسم الأول عن ${NAME_MAX} حرف`,
  },
  'firstName.invalid': { en: 'Please enter a valid first name', ar: 'يرجى إدخال اسم أول صحيح' },
  'lastName.required': { en: 'Last name is required', ar: 'اسم العائلة مطلوب' },
  'lastName.tooLong': {
    en: `Last name must be at most ${NAME_MAX} characters`,
    ar: `يجب ألا يزيد اسم العائلة عن ${NAME_MAX} حرف`,
  },
  'lastName.invalid': { en: 'Please enter a valid last name', ar: 'يرجى إدخال اسم عائلة صحيح' },
  'bio.required': { en: 'Bio is required', ar: 'النبذة مطلوبة' },
  'bio.tooLong': {
    en: `Bio must be at most ${BIO_MAX} characters`,
    ar: `يجب ألا تزيد النبذة عن ${BIO_MAX} حرف`,
  },
  'bio.notText': { en: 'Bio must be text', ar: 'يجب أن تكون النبذة نصًا' },
  'email.required': { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  'email.invalid': { en: 'Please enter a valid email', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  'email.tooLong': {
    en: `Email must be at most ${EMAIL_MAX} characters`,
    ar: `يجب ألا يزيد البريد الإلكتروني عن ${EMAIL_MAX} حرفًا`,
  },
  'password.required': { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  'password.tooShort': {
    en: `Password must be at least ${PASSWORD_MIN} characters`,
    ar: `يجب أن تتكون كلمة المرور من ${PASSWORD_MIN} أحرف على الأقل`,
  },
  'password.tooLong': {
    en: `Password must be at most ${PASSWORD_MAX} characters`,
    ar: `يجب ألا تزيد كلمة المرور عن ${PASSWORD_MAX} حرفًا`,
  },
  'password.confirmationRequired': { en: 'Password confirmation is required', ar: 'تأكيد كلمة المرور مطلوب' },
  'password.mismatch': { en: 'Passwords must match', ar: 'يجب أن تتطابق كلمتا المرور' },
  'role.required': { en: 'Role is required', ar: 'نوع الحساب مطلوب' },
  'role.invalid': {
    en: 'Role must be one of: owner, user, investor',
    ar: 'يجب أن يكون نوع الحساب: صاحب مشروع أو مستخدم أو مستثمر',
  },
  'birthDate.required': { en: 'Birth date is required', ar: 'تاريخ الميلاد مطلوب' },
  'date.invalid': { en: 'Please enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' },
  'address.required': { en: 'Address is required', ar: 'العنوان مطلوب' },
  'address.invalid': { en: 'Please enter a valid address', ar: 'يرجى إدخال عنوان صحيح' },
  'address.tooLong': {
    en: `Address must be at most ${ADDRESS_MAX} characters`,
    ar: `يجب ألا يزيد العنوان عن ${ADDRESS_MAX} حرف`,
  },
  'address.notText': { en: 'Address must be text', ar: 'يجب أن يكون العنوان نصًا' },
  'resetCode.required': { en: 'Code is required', ar: 'الرمز مطلوب' },
  'resetCode.invalid': { en: 'Code must be exactly 6 digits', ar: 'يجب أن يتكون الرمز من 6 أرقام بالضبط' },

  // Change password modal (change-password.ts)
  'changePassword.fillIn': { en: 'Please fill in all fields', ar: 'يرجى تعبئة جميع الحقول' },
  'changePassword.mismatch': { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },

  // Lists (list-query.ts, comment.ts)
  'list.searchTooLong': {
    en: 'The search must be at most 100 characters',
    ar: 'يجب ألا يزيد نص البحث عن 100 حرف',
  },
  'list.categoryTooLong': {
    en: 'The category must be at most 40 characters',
    ar: 'يجب ألا تزيد الفئة عن 40 حرفًا',
  },
  'list.limitNotNumber': { en: 'The limit must be a number', ar: 'يجب أن يكون الحد رقمًا' },
  'list.limitNotWhole': { en: 'The limit must be a whole number', ar: 'يجب أن يكون الحد عددًا صحيحًا' },
  'list.limitTooSmall': { en: 'The limit must be at least 1', ar: 'يجب ألا يقل الحد عن 1' },
  'list.limitTooLarge': { en: 'The limit must be at most 100', ar: 'يجب ألا يزيد الحد عن 100' },
  'comments.limitTooLarge': { en: 'The limit must be at most 200', ar: 'يجب ألا يزيد الحد عن 200' },

  // Comments and ratings (comment.ts)
  'comment.required': { en: 'Please write a comment.', ar: 'يرجى كتابة تعليق.' },
  'comment.tooLong': {
    en: 'Comments can be at most 2000 characters.',
    ar: 'يمكن أن يصل التعليق إلى 2000 حرف على الأكثر.',
  },
  'comment.rate': {
    en: 'Rating must be a whole number from 1 to 5',
    ar: 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5',
  },

  // Requests for information (request-info.ts)
  'requestInfo.owner': { en: 'Choose an owner.', ar: 'اختر صاحب مشروع.' },

  // Contact form (contact.ts)
  'contact.nameRequired': { en: 'Full name is required', ar: 'الاسم الكامل مطلوب' },
  'contact.nameTooLong': {
    en: `Full name must be at most ${CONTACT_NAME_MAX} characters`,
    ar: `يجب ألا يزيد الاسم الكامل عن ${CONTACT_NAME_MAX} حرفًا`,
  },
  'contact.nameInvalid': { en: 'Please enter a valid name', ar: 'يرجى إدخال اسم صحيح' },
  'contact.messageRequired': { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  'contact.messageTooLong': {
    en: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    ar: `يجب ألا تزيد الرسالة عن ${CONTACT_MESSAGE_MAX} حرف`,
  },

  // Projects (project.ts)
  'project.pageType': {
    en: 'Choose a page type: facebook, instagram, snapchat, linkedin or twitter',
    ar: 'اختر نوع الصفحة: فيسبوك أو إنستغرام أو سناب شات أو لينكدإن أو تويتر',
  },
  'project.name': { en: 'Project name is required.', ar: 'اسم المشروع مطلوب.' },
  'project.nameTooLong': {
    en: 'Project name must be at most 120 characters.',
    ar: 'يجب ألا يزيد اسم المشروع عن 120 حرفًا.',
  },
  'project.description': { en: 'Description is required.', ar: 'الوصف مطلوب.' },
  'project.descriptionTooLong': {
    en: 'Description must be at most 5000 characters.',
    ar: 'يجب ألا يزيد الوصف عن 5000 حرف.',
  },
  'project.city': { en: 'City is required.', ar: 'المدينة مطلوبة.' },
  'project.cityTooLong': {
    en: 'City must be at most 80 characters.',
    ar: 'يجب ألا يزيد اسم المدينة عن 80 حرفًا.',
  },
  'project.street': { en: 'Street is required.', ar: 'الشارع مطلوب.' },
  'project.streetTooLong': {
    en: 'Street must be at most 120 characters.',
    ar: 'يجب ألا يزيد اسم الشارع عن 120 حرفًا.',
  },
  'project.categories': { en: 'At least one category is required.', ar: 'يجب إدخال فئة واحدة على الأقل.' },
  'project.tooManyCategories': { en: 'At most 10 categories.', ar: '10 فئات على الأكثر.' },
  'project.categoryTooLong': {
    en: 'Each category must be at most 40 characters.',
    ar: 'يجب ألا تزيد كل فئة عن 40 حرفًا.',
  },
  'project.categoryNotText': { en: 'Each category must be text.', ar: 'يجب أن تكون كل فئة نصًا.' },
  'project.email': { en: 'Please enter a valid contact e-mail.', ar: 'يرجى إدخال بريد تواصل إلكتروني صحيح.' },
  'project.website': {
    en: 'The website must be an http:// or https:// address.',
    ar: 'يجب أن يكون الموقع عنوانًا يبدأ بـ http:// أو https://.',
  },
  'project.whatsapp': { en: 'Please enter a valid WhatsApp number.', ar: 'يرجى إدخال رقم واتساب صحيح.' },
  'project.phone': { en: 'Please enter a valid phone number.', ar: 'يرجى إدخال رقم هاتف صحيح.' },
  'project.tooManyPhones': { en: 'At most 5 phone numbers.', ar: '5 أرقام هاتف على الأكثر.' },
  'project.pageUrl': {
    en: 'The page address must be an http:// or https:// address.',
    ar: 'يجب أن يكون عنوان الصفحة عنوانًا يبدأ بـ http:// أو https://.',
  },
  'project.tooManyPages': { en: 'At most 10 pages.', ar: '10 صفحات على الأكثر.' },
  'project.contact': { en: 'The contact details are not valid.', ar: 'بيانات التواصل غير صحيحة.' },
  'project.reason': { en: 'Please give a reason.', ar: 'يرجى ذكر السبب.' },
  'project.reasonTooLong': {
    en: 'The reason must be at most 1000 characters.',
    ar: 'يجب ألا يزيد السبب عن 1000 حرف.',
  },
  'project.approvalImageIds': {
    en: 'List the ids of the new images you reviewed (imageIds), an empty list if there are none.',
    ar: 'اذكر أرقام الصور الجديدة التي راجعتها (imageIds)، أو قائمة فارغة إن لم توجد.',
  },
  'images.idNotNumber': { en: 'Image ids must be numbers.', ar: 'يجب أن تكون أرقام الصور أعدادًا.' },
  'images.idNotWhole': {
    en: 'Image ids must be whole numbers.',
    ar: 'يجب أن تكون أرقام الصور أعدادًا صحيحة.',
  },
  'images.chooseToDelete': { en: 'Choose the images to delete.', ar: 'اختر الصور المراد حذفها.' },
  'images.tooManyProjectImages': { en: 'At most 30 images at a time.', ar: '30 صورة على الأكثر في كل مرة.' },
  'images.tooManyEventImages': { en: 'At most 100 images at a time.', ar: '100 صورة على الأكثر في كل مرة.' },
  'images.chooseCover': { en: 'Choose the cover image.', ar: 'اختر صورة الغلاف.' },

  // Events and taking part (event.ts)
  'event.nameRequired': { en: 'Event name is required.', ar: 'اسم الفعالية مطلوب.' },
  'event.nameTooLong': {
    en: 'Event name must be at most 120 characters.',
    ar: 'يجب ألا يزيد اسم الفعالية عن 120 حرفًا.',
  },
  'event.descriptionTooLong': {
    en: 'Description must be at most 5000 characters.',
    ar: 'يجب ألا يزيد الوصف عن 5000 حرف.',
  },
  'event.descriptionNotText': { en: 'Description must be text.', ar: 'يجب أن يكون الوصف نصًا.' },
  'event.cityRequired': { en: 'City is required.', ar: 'المدينة مطلوبة.' },
  'event.cityTooLong': {
    en: 'City must be at most 80 characters.',
    ar: 'يجب ألا يزيد اسم المدينة عن 80 حرفًا.',
  },
  'event.streetTooLong': {
    en: 'Street must be at most 120 characters.',
    ar: 'يجب ألا يزيد اسم الشارع عن 120 حرفًا.',
  },
  'event.streetNotText': { en: 'Street must be text.', ar: 'يجب أن يكون الشارع نصًا.' },
  'event.startDateRequired': { en: 'Start date is required.', ar: 'تاريخ البداية مطلوب.' },
  'event.endDateRequired': { en: 'End date is required.', ar: 'تاريخ النهاية مطلوب.' },
  'event.endBeforeStart': {
    en: 'The end date must be on or after the start date.',
    ar: 'يجب أن يكون تاريخ النهاية في يوم البداية أو بعده.',
  },
  'event.categoriesRequired': {
    en: 'At least one category is required.',
    ar: 'يجب إدخال فئة واحدة على الأقل.',
  },
  'event.tooManyCategories': { en: 'At most 10 categories.', ar: '10 فئات على الأكثر.' },
  'event.categoryTooLong': {
    en: 'A category must be at most 40 characters.',
    ar: 'يجب ألا تزيد الفئة عن 40 حرفًا.',
  },
  'event.kind': { en: 'The kind must be virtual or physical.', ar: 'يجب أن يكون النوع افتراضيًا أو حضوريًا.' },
  'event.capacity': {
    en: 'Capacity must be a whole number from 1 to 100000.',
    ar: 'يجب أن تكون السعة عددًا صحيحًا من 1 إلى 100000.',
  },
  'event.patchNotObject': {
    en: 'Send the fields to change as a JSON object.',
    ar: 'أرسل الحقول المراد تغييرها ككائن JSON.',
  },
  'event.status': {
    en: 'The status must be upcoming, ongoing or past',
    ar: 'يجب أن تكون الحالة: قادمة أو جارية أو منتهية',
  },
  'participation.noteTooLong': {
    en: 'The note must be at most 500 characters.',
    ar: 'يجب ألا تزيد الملاحظة عن 500 حرف.',
  },
  'participation.noteNotText': { en: 'The note must be text.', ar: 'يجب أن تكون الملاحظة نصًا.' },
  'decision.reasonRequired': { en: 'Please give a reason.', ar: 'يرجى ذكر السبب.' },
  'decision.reasonTooLong': {
    en: 'The reason must be at most 1000 characters.',
    ar: 'يجب ألا يزيد السبب عن 1000 حرف.',
  },
  'decision.reasonNotText': { en: 'The reason must be text.', ar: 'يجب أن يكون السبب نصًا.' },
  // The admin area's list filters (admin.ts)
  'admin.roleFilter': {
    en: 'The role must be owner, user, investor or admin.',
    ar: 'يجب أن يكون الدور مالكًا أو مستخدمًا أو مستثمرًا أو مديرًا.',
  },
  'admin.stateFilter': {
    en: 'The state must be pending, active or disabled.',
    ar: 'يجب أن تكون الحالة قيد التفعيل أو فعّالة أو موقوفة.',
  },
  'admin.messageStateFilter': {
    en: 'The state must be open, handled or all.',
    ar: 'يجب أن تكون الحالة مفتوحة أو معالَجة أو الكل.',
  },
  'admin.kindFilter': {
    en: 'The kind must be project, participation, event, comment, user or contact.',
    ar: 'يجب أن يكون النوع مشروعًا أو مشاركة أو فعالية أو تعليقًا أو مستخدمًا أو رسالة تواصل.',
  },
  'admin.adminFilter': { en: 'The admin must be a user id.', ar: 'يجب أن يكون المدير رقم مستخدم.' },
} as const satisfies Record<string, Texts>;

export type SchemaMessageCode = keyof typeof SCHEMA_MESSAGES;

/** A rule's message: the code, checked against the catalogue when the schema is compiled. */
export const says = (code: SchemaMessageCode): SchemaMessageCode => code;

export function isSchemaMessageCode(message: string): message is SchemaMessageCode {
  return Object.hasOwn(SCHEMA_MESSAGES, message);
}

/**
 * A validation message as people read it: a catalogue code in `language`; anything else (zod's
 * own default message, a rule written elsewhere) as it came, rather than not at all.
 */
export function schemaMessageText(message: string, language: keyof Texts): string {
  return isSchemaMessageCode(message) ? SCHEMA_MESSAGES[message][language] : message;
}

/** The English of a message (what the API answers). */
export const englishOf = (message: string): string => schemaMessageText(message, 'en');
