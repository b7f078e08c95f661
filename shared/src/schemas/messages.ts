/*
 * Every message a shared schema can give, by code, with its English (the product's exact
 * words (docs/product.md §5) where docs/product.md has them; the length limits and API-only rules are ours) and its Arabic side by
 * side. The schemas' rules carry the code; the API's error handler answers the English, the forms
 * show the current language. A code is never reused for another meaning.
 *
 * A text names no limit itself: `{max}`, `{min}`, `{length}` and `{values}` are filled from
 * rules.ts (`params`), in both languages, so a limit changes in one place. rules.test.ts checks
 * every text renders whole, and that the English stays word for word what docs/product.md says.
 *
 * No zod here and no schema imported: the catalogue is plain data, cheap to load anywhere.
 */

import { interpolate, orList, type Params } from '../i18n/interpolate';
import { ADMIN_MESSAGES } from './messages-admin';
import { INSIGHTS_MESSAGES } from './messages-insights';
import { REPORT_MESSAGES } from './messages-reports';
import * as rules from './rules';

export interface Texts {
  en: string;
  ar: string;
  /** What the texts' `{placeholders}` are filled with. */
  params?: Params;
}

type Language = 'en' | 'ar';

export const SCHEMA_MESSAGES = {
  // Accounts: registration, login, password reset, profiles (fields.ts)
  'firstName.required': { en: 'First name is required', ar: 'الاسم الأول مطلوب' },
  'firstName.tooLong': {
    en: 'First name must be at most {max} characters',
    ar: 'يجب ألا يزيد الاسم الأول عن {max} حرف',
    params: { max: rules.NAME_MAX },
  },
  'firstName.invalid': { en: 'Please enter a valid first name', ar: 'يرجى إدخال اسم أول صحيح' },
  'lastName.required': { en: 'Last name is required', ar: 'اسم العائلة مطلوب' },
  'lastName.tooLong': {
    en: 'Last name must be at most {max} characters',
    ar: 'يجب ألا يزيد اسم العائلة عن {max} حرف',
    params: { max: rules.NAME_MAX },
  },
  'lastName.invalid': { en: 'Please enter a valid last name', ar: 'يرجى إدخال اسم عائلة صحيح' },
  'bio.required': { en: 'Bio is required', ar: 'النبذة مطلوبة' },
  'bio.tooLong': {
    en: 'Bio must be at most {max} characters',
    ar: 'يجب ألا تزيد النبذة عن {max} حرف',
    params: { max: rules.BIO_MAX },
  },
  'bio.notText': { en: 'Bio must be text', ar: 'يجب أن تكون النبذة نصًا' },
  'email.required': { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  'email.invalid': { en: 'Please enter a valid email', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  'email.tooLong': {
    en: 'Email must be at most {max} characters',
    ar: 'يجب ألا يزيد البريد الإلكتروني عن {max} حرفًا',
    params: { max: rules.EMAIL_MAX },
  },
  'password.required': { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  'password.tooShort': {
    en: 'Password must be at least {min} characters',
    ar: 'يجب أن تتكون كلمة المرور من {min} أحرف على الأقل',
    params: { min: rules.PASSWORD_MIN },
  },
  'password.tooLong': {
    en: 'Password must be at most {max} characters',
    ar: 'يجب ألا تزيد كلمة المرور عن {max} حرفًا',
    params: { max: rules.PASSWORD_MAX },
  },
  'password.confirmationRequired': { en: 'Password confirmation is required', ar: 'تأكيد كلمة المرور مطلوب' },
  'password.mismatch': { en: 'Passwords must match', ar: 'يجب أن تتطابق كلمتا المرور' },
  'role.required': { en: 'Role is required', ar: 'نوع الحساب مطلوب' },
  'role.invalid': {
    en: 'Role must be one of: {values}',
    ar: 'يجب أن يكون نوع الحساب: صاحب مشروع أو مستخدم أو مستثمر',
    params: { values: rules.REGISTRATION_ROLES.join(', ') },
  },
  'birthDate.required': { en: 'Birth date is required', ar: 'تاريخ الميلاد مطلوب' },
  'date.invalid': { en: 'Please enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' },
  'address.required': { en: 'Address is required', ar: 'العنوان مطلوب' },
  'address.invalid': { en: 'Please enter a valid address', ar: 'يرجى إدخال عنوان صحيح' },
  'address.tooLong': {
    en: 'Address must be at most {max} characters',
    ar: 'يجب ألا يزيد العنوان عن {max} حرف',
    params: { max: rules.ADDRESS_MAX },
  },
  'address.notText': { en: 'Address must be text', ar: 'يجب أن يكون العنوان نصًا' },
  'resetCode.required': { en: 'Code is required', ar: 'الرمز مطلوب' },
  'resetCode.invalid': {
    en: 'Code must be exactly {length} digits',
    ar: 'يجب أن يتكون الرمز من {length} أرقام بالضبط',
    params: { length: rules.RESET_CODE_LENGTH },
  },

  // What the API's refusals say beyond a schema's rules: the API answers the English, a form
  // shows its language (shared/src/forms/messages.ts maps the error codes to these).
  'account.emailTaken': {
    en: 'An account with this email already exists.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  },
  'account.notActivated': {
    en: 'Please activate your account first. We have sent a new activation link to your e-mail.',
    ar: 'يرجى تفعيل حسابك أولًا. أرسلنا رابط تفعيل جديدًا إلى بريدك الإلكتروني.',
  },
  'account.disabled': { en: 'This account has been disabled.', ar: 'تم إيقاف هذا الحساب.' },
  'request.rateLimited': {
    en: 'Too many attempts. Please try again later.',
    ar: 'محاولات كثيرة. يرجى المحاولة لاحقًا.',
  },
  'password.wrongCurrent': {
    en: 'The current password is incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'login.invalidCredentials': {
    en: 'Invalid email or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'resetCode.invalidOrExpired': { en: 'Invalid or expired code', ar: 'الرمز غير صالح أو انتهت صلاحيته' },
  // Second factor (second-factor.ts, issue 28)
  'mfa.codeRequired': { en: 'Code is required', ar: 'الرمز مطلوب' },
  'mfa.invalidCode': {
    en: 'This code is not right, or it was already used.',
    ar: 'هذا الرمز غير صحيح، أو سبق استخدامه.',
  },
  'mfa.tokenInvalid': {
    en: 'This sign-in step has expired. Please sign in again.',
    ar: 'انتهت صلاحية خطوة تسجيل الدخول هذه. يرجى تسجيل الدخول من جديد.',
  },
  'mfa.alreadyEnabled': {
    en: 'Two-step sign-in is already on.',
    ar: 'تسجيل الدخول بخطوتين مفعّل بالفعل.',
  },
  'mfa.notEnabled': { en: 'Two-step sign-in is not on.', ar: 'تسجيل الدخول بخطوتين غير مفعّل.' },
  'mfa.notSettingUp': {
    en: 'Start the setup again: no new secret is waiting for a code.',
    ar: 'ابدأ الإعداد من جديد: لا يوجد مفتاح جديد بانتظار رمز.',
  },
  'mfa.requiredForAdmin': {
    en: 'Admins must keep two-step sign-in on.',
    ar: 'يجب أن يبقى تسجيل الدخول بخطوتين مفعّلًا للمشرفين.',
  },
  'password.currentNeeded': {
    en: 'Please enter your current password to change your email.',
    ar: 'يرجى إدخال كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
  },
  'password.closeAccountNeeded': {
    en: 'Please enter your password to close your account.',
    ar: 'يرجى إدخال كلمة المرور لإغلاق حسابك.',
  },
  'account.lastAdminCannotClose': {
    en: 'The last active admin account cannot be closed.',
    ar: 'لا يمكن إغلاق حساب آخر مدير نشط.',
  },
  'secondFactor.codeTooLong': {
    en: 'The code must be at most {max} characters.',
    ar: 'يجب ألا يزيد الرمز على {max} حرفًا.',
    params: { max: rules.SECOND_FACTOR_CODE_MAX },
  },
  'password.tooCommon': {
    en: 'This password is too common. Please choose another.',
    ar: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
  },

  // Change password modal (change-password.ts)
  'changePassword.fillIn': { en: 'Please fill in all fields', ar: 'يرجى تعبئة جميع الحقول' },
  'changePassword.mismatch': { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },

  // Lists (list-query.ts, comment.ts)
  'list.searchTooLong': {
    en: 'The search must be at most {max} characters',
    ar: 'يجب ألا يزيد نص البحث عن {max} حرف',
    params: { max: rules.SEARCH_MAX },
  },
  'list.categoryTooLong': {
    en: 'The category must be at most {max} characters',
    ar: 'يجب ألا تزيد الفئة عن {max} حرفًا',
    params: { max: rules.CATEGORY_MAX },
  },
  'list.limitNotNumber': { en: 'The limit must be a number', ar: 'يجب أن يكون الحد رقمًا' },
  'list.limitNotWhole': { en: 'The limit must be a whole number', ar: 'يجب أن يكون الحد عددًا صحيحًا' },
  'list.limitTooSmall': {
    en: 'The limit must be at least {min}',
    ar: 'يجب ألا يقل الحد عن {min}',
    params: { min: rules.LIST_LIMIT_MIN },
  },
  'list.limitTooLarge': {
    en: 'The limit must be at most {max}',
    ar: 'يجب ألا يزيد الحد عن {max}',
    params: { max: rules.LIST_LIMIT_MAX },
  },
  'comments.limitTooLarge': {
    en: 'The limit must be at most {max}',
    ar: 'يجب ألا يزيد الحد عن {max}',
    params: { max: rules.COMMENTS_LIMIT_MAX },
  },

  // Comments and ratings (comment.ts)
  'comment.required': { en: 'Please write a comment.', ar: 'يرجى كتابة تعليق.' },
  'comment.tooLong': {
    en: 'Comments can be at most {max} characters.',
    ar: 'يمكن أن يصل التعليق إلى {max} حرف على الأكثر.',
    params: { max: rules.COMMENT_MAX },
  },
  'comment.rate': {
    en: 'Rating must be a whole number from {min} to {max}',
    ar: 'يجب أن يكون التقييم عددًا صحيحًا من {min} إلى {max}',
    params: { min: rules.RATE_MIN, max: rules.RATE_MAX },
  },

  // Requests for information (request-info.ts)
  'requestInfo.owner': { en: 'Choose an owner.', ar: 'اختر صاحب مشروع.' },

  // Contact form (contact.ts)
  'contact.nameRequired': { en: 'Full name is required', ar: 'الاسم الكامل مطلوب' },
  'contact.nameTooLong': {
    en: 'Full name must be at most {max} characters',
    ar: 'يجب ألا يزيد الاسم الكامل عن {max} حرفًا',
    params: { max: rules.CONTACT_NAME_MAX },
  },
  'contact.nameInvalid': { en: 'Please enter a valid name', ar: 'يرجى إدخال اسم صحيح' },
  // Every single-line field but person names (fields.ts `oneLine`, issue 28).
  'text.notOneLine': {
    en: 'Use one line of text without invisible control characters.',
    ar: 'استخدم سطرًا واحدًا من النص دون محارف تحكم غير مرئية.',
  },
  'contact.messageRequired': { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  'contact.messageTooLong': {
    en: 'Message must be at most {max} characters',
    ar: 'يجب ألا تزيد الرسالة عن {max} حرف',
    params: { max: rules.CONTACT_MESSAGE_MAX },
  },

  // Projects (project.ts)
  'project.pageType': {
    en: 'Choose a page type: {values}',
    ar: 'اختر نوع الصفحة: فيسبوك أو إنستغرام أو سناب شات أو لينكدإن أو تويتر',
    params: { values: orList(rules.PAGE_TYPES) },
  },
  'project.name': { en: 'Project name is required.', ar: 'اسم المشروع مطلوب.' },
  'project.nameTooLong': {
    en: 'Project name must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم المشروع عن {max} حرفًا.',
    params: { max: rules.PROJECT_NAME_MAX },
  },
  'project.description': { en: 'Description is required.', ar: 'الوصف مطلوب.' },
  'project.descriptionTooLong': {
    en: 'Description must be at most {max} characters.',
    ar: 'يجب ألا يزيد الوصف عن {max} حرف.',
    params: { max: rules.PROJECT_DESCRIPTION_MAX },
  },
  'project.city': { en: 'City is required.', ar: 'المدينة مطلوبة.' },
  'project.cityTooLong': {
    en: 'City must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم المدينة عن {max} حرفًا.',
    params: { max: rules.PROJECT_CITY_MAX },
  },
  'project.street': { en: 'Street is required.', ar: 'الشارع مطلوب.' },
  'project.streetTooLong': {
    en: 'Street must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم الشارع عن {max} حرفًا.',
    params: { max: rules.PROJECT_STREET_MAX },
  },
  'project.categories': { en: 'At least one category is required.', ar: 'يجب إدخال فئة واحدة على الأقل.' },
  'project.tooManyCategories': {
    en: 'At most {max} categories.',
    ar: '{max} فئات على الأكثر.',
    params: { max: rules.CATEGORIES_MAX },
  },
  'project.categoryTooLong': {
    en: 'Each category must be at most {max} characters.',
    ar: 'يجب ألا تزيد كل فئة عن {max} حرفًا.',
    params: { max: rules.CATEGORY_MAX },
  },
  'project.categoryNotText': { en: 'Each category must be text.', ar: 'يجب أن تكون كل فئة نصًا.' },
  'project.email': { en: 'Please enter a valid contact e-mail.', ar: 'يرجى إدخال بريد تواصل إلكتروني صحيح.' },
  'project.website': {
    en: 'The website must be an http:// or https:// address.',
    ar: 'يجب أن يكون الموقع عنوانًا يبدأ بـ http:// أو https://.',
  },
  'project.whatsapp': { en: 'Please enter a valid WhatsApp number.', ar: 'يرجى إدخال رقم واتساب صحيح.' },
  'project.phone': { en: 'Please enter a valid phone number.', ar: 'يرجى إدخال رقم هاتف صحيح.' },
  'project.tooManyPhones': {
    en: 'At most {max} phone numbers.',
    ar: '{max} أرقام هاتف على الأكثر.',
    params: { max: rules.PHONES_MAX },
  },
  'project.pageUrl': {
    en: 'The page address must be an http:// or https:// address.',
    ar: 'يجب أن يكون عنوان الصفحة عنوانًا يبدأ بـ http:// أو https://.',
  },
  'project.tooManyPages': {
    en: 'At most {max} pages.',
    ar: '{max} صفحات على الأكثر.',
    params: { max: rules.PAGES_MAX },
  },
  'project.contact': { en: 'The contact details are not valid.', ar: 'بيانات التواصل غير صحيحة.' },
  'project.reason': { en: 'Please give a reason.', ar: 'يرجى ذكر السبب.' },
  'project.reasonTooLong': {
    en: 'The reason must be at most {max} characters.',
    ar: 'يجب ألا يزيد السبب عن {max} حرف.',
    params: { max: rules.REVIEW_REASON_MAX },
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
  'images.tooManyProjectImages': {
    en: 'At most {max} images at a time.',
    ar: '{max} صورة على الأكثر في كل مرة.',
    params: { max: rules.PROJECT_IMAGES_MAX },
  },
  'images.tooManyEventImages': {
    en: 'At most {max} images at a time.',
    ar: '{max} صورة على الأكثر في كل مرة.',
    params: { max: rules.EVENT_IMAGE_IDS_MAX },
  },
  'images.chooseCover': { en: 'Choose the cover image.', ar: 'اختر صورة الغلاف.' },

  // Events and taking part (event.ts)
  'event.nameRequired': { en: 'Event name is required.', ar: 'اسم الفعالية مطلوب.' },
  'event.nameTooLong': {
    en: 'Event name must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم الفعالية عن {max} حرفًا.',
    params: { max: rules.EVENT_NAME_MAX },
  },
  'event.descriptionTooLong': {
    en: 'Description must be at most {max} characters.',
    ar: 'يجب ألا يزيد الوصف عن {max} حرف.',
    params: { max: rules.EVENT_DESCRIPTION_MAX },
  },
  'event.descriptionNotText': { en: 'Description must be text.', ar: 'يجب أن يكون الوصف نصًا.' },
  'event.cityRequired': { en: 'City is required.', ar: 'المدينة مطلوبة.' },
  'event.cityTooLong': {
    en: 'City must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم المدينة عن {max} حرفًا.',
    params: { max: rules.EVENT_CITY_MAX },
  },
  'event.streetTooLong': {
    en: 'Street must be at most {max} characters.',
    ar: 'يجب ألا يزيد اسم الشارع عن {max} حرفًا.',
    params: { max: rules.EVENT_STREET_MAX },
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
  'event.tooManyCategories': {
    en: 'At most {max} categories.',
    ar: '{max} فئات على الأكثر.',
    params: { max: rules.EVENT_CATEGORIES_MAX },
  },
  'event.categoryTooLong': {
    en: 'A category must be at most {max} characters.',
    ar: 'يجب ألا تزيد الفئة عن {max} حرفًا.',
    params: { max: rules.EVENT_CATEGORY_MAX },
  },
  'event.kind': {
    en: 'The kind must be {values}.',
    ar: 'يجب أن يكون النوع افتراضيًا أو حضوريًا.',
    params: { values: orList(rules.EVENT_KINDS) },
  },
  'event.capacity': {
    en: 'Capacity must be a whole number from {min} to {max}.',
    ar: 'يجب أن تكون السعة عددًا صحيحًا من {min} إلى {max}.',
    params: { min: rules.EVENT_CAPACITY_MIN, max: rules.EVENT_CAPACITY_MAX },
  },
  'event.patchNotObject': {
    en: 'Send the fields to change as a JSON object.',
    ar: 'أرسل الحقول المراد تغييرها ككائن JSON.',
  },
  'event.status': {
    en: 'The status must be {values}',
    ar: 'يجب أن تكون الحالة: قادمة أو جارية أو منتهية',
    params: { values: orList(rules.EVENT_STATUSES) },
  },
  'participation.noteTooLong': {
    en: 'The note must be at most {max} characters.',
    ar: 'يجب ألا تزيد الملاحظة عن {max} حرف.',
    params: { max: rules.PARTICIPATION_NOTE_MAX },
  },
  'participation.noteNotText': { en: 'The note must be text.', ar: 'يجب أن تكون الملاحظة نصًا.' },
  'decision.reasonRequired': { en: 'Please give a reason.', ar: 'يرجى ذكر السبب.' },
  'decision.reasonTooLong': {
    en: 'The reason must be at most {max} characters.',
    ar: 'يجب ألا يزيد السبب عن {max} حرف.',
    params: { max: rules.DECISION_REASON_MAX },
  },
  'decision.reasonNotText': { en: 'The reason must be text.', ar: 'يجب أن يكون السبب نصًا.' },
  ...ADMIN_MESSAGES,
  ...INSIGHTS_MESSAGES,
  ...REPORT_MESSAGES,
} as const satisfies Record<string, Texts>;

export type SchemaMessageCode = keyof typeof SCHEMA_MESSAGES;

export function isSchemaMessageCode(message: string): message is SchemaMessageCode {
  return Object.hasOwn(SCHEMA_MESSAGES, message);
}

/** A catalogue code's text in `language`, its placeholders filled (`params` add to the code's own). */
export function textOf(code: SchemaMessageCode, language: Language, params?: Params): string {
  const texts: Texts = SCHEMA_MESSAGES[code];
  return interpolate(texts[language], { ...texts.params, ...params });
}

/**
 * A validation message as people read it: a catalogue code in `language`; anything else (zod's
 * own default message, a rule written elsewhere) as it came, rather than not at all.
 */
export function schemaMessageText(message: string, language: Language): string {
  return isSchemaMessageCode(message) ? textOf(message, language) : message;
}

/** The English of a message (what the API answers). */
export const englishOf = (message: string): string => schemaMessageText(message, 'en');
