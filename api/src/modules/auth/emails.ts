import type { Language } from '../../db/schema.js';
import type { MailMessage } from '../../plugins/mail.js';
import { nameForMail } from '../../mail/name-in-mail.js';
import { renderEmail } from '../../mail/render-email.js';

// The account e-mails, in the language the user chose (the one the site showed when they
// registered). Each returns a whole message but its recipient.
type Mail = Omit<MailMessage, 'to'>;

/**
 * The activation and new-address mails go to an address nobody has proven yet: anyone may type
 * someone else's. The name in them is the sender's choice, so the words a mail client would link
 * are left out (docs/decisions.md, "Security review 2 (issue 28)"); '' when nothing is left.
 */
const strangerSafe = (firstName: string) => nameForMail(firstName, '');

export function activationMail(language: Language, firstName: string, link: string): Mail {
  const en = language === 'en';
  const subject = en ? 'Activate your Rowad account' : 'فعّل حسابك في رواد';
  const name = strangerSafe(firstName);
  const body = renderEmail({
    language,
    heading: en
      ? `Welcome to Rowad${name ? `, ${name}` : ''}!`
      : `أهلًا بك في رواد${name ? ` يا ${name}` : ''}!`,
    paragraphs: [
      en
        ? 'Please confirm your e-mail address to activate your account. The link works once, for 48 hours.'
        : 'يرجى تأكيد بريدك الإلكتروني لتفعيل حسابك. يعمل الرابط مرة واحدة خلال 48 ساعة.',
    ],
    action: { label: en ? 'Activate my account' : 'فعّل حسابي', url: link },
    footer: en
      ? 'If you did not create this account, ignore this e-mail.'
      : 'إن لم تنشئ هذا الحساب فتجاهل هذه الرسالة.',
  });
  return { subject, ...body };
}

export function resetCodeMail(language: Language, firstName: string, code: string): Mail {
  const en = language === 'en';
  const subject = en ? 'Your Rowad password reset code' : 'رمز إعادة تعيين كلمة المرور في رواد';
  const body = renderEmail({
    language,
    heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
    paragraphs: [
      en
        ? 'Use this code to reset your password. It expires in 15 minutes and works once.'
        : 'استخدم هذا الرمز لإعادة تعيين كلمة المرور. تنتهي صلاحيته خلال 15 دقيقة ويعمل مرة واحدة.',
    ],
    code,
    footer: en
      ? 'If you did not ask for this, ignore this e-mail: your password stays as it is.'
      : 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  });
  return { subject, ...body };
}

export function passwordChangedMail(language: Language, firstName: string): Mail {
  const en = language === 'en';
  return {
    subject: en ? 'Your Rowad password was changed' : 'تم تغيير كلمة المرور في رواد',
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        en
          ? 'Your password was just changed, and every other session was signed out.'
          : 'تم تغيير كلمة المرور للتو، وتم تسجيل الخروج من كل الجلسات الأخرى.',
        en
          ? 'If this was not you, reset your password at once from the sign-in page.'
          : 'إن لم تكن أنت فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول.',
      ],
    }),
  };
}

/** After a completed reset: tells the owner of the address, never repeats the code. */
export function passwordResetMail(language: Language, firstName: string): Mail {
  const en = language === 'en';
  return {
    subject: en ? 'Your Rowad password was reset' : 'تمت إعادة تعيين كلمة المرور في رواد',
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        en
          ? 'Your password was just reset with a code sent to this address, and every session was signed out.'
          : 'تمت إعادة تعيين كلمة المرور للتو برمز أُرسل إلى هذا العنوان، وتم تسجيل الخروج من كل الجلسات.',
        en
          ? 'If this was not you, ask for a new reset code from the sign-in page at once and choose a new password.'
          : 'إن لم تكن أنت فاطلب فورًا رمز إعادة تعيين جديدًا من صفحة تسجيل الدخول واختر كلمة مرور جديدة.',
      ],
    }),
  };
}

export function emailChangeMail(language: Language, firstName: string, link: string): Mail {
  const en = language === 'en';
  const subject = en ? 'Confirm your new e-mail address' : 'أكّد بريدك الإلكتروني الجديد';
  const name = strangerSafe(firstName);
  return {
    subject,
    ...renderEmail({
      language,
      heading: en ? `Hello${name ? ` ${name}` : ''},` : `مرحبًا${name ? ` ${name}` : ''}،`,
      paragraphs: [
        en
          ? 'Confirm this address to use it for your Rowad account. Until then, your old address stays in use. The link works once, for 48 hours.'
          : 'أكّد هذا العنوان لاستخدامه في حسابك في رواد. حتى ذلك الحين يبقى عنوانك القديم مستخدمًا. يعمل الرابط مرة واحدة خلال 48 ساعة.',
      ],
      action: { label: en ? 'Confirm my e-mail' : 'أكّد بريدي', url: link },
    }),
  };
}

/** To the old address when a change of e-mail is asked for: no link, only what to do if unasked. */
export function emailChangeRequestedMail(language: Language, firstName: string, newEmail: string): Mail {
  const en = language === 'en';
  return {
    subject: en
      ? 'A change of your Rowad e-mail address was requested'
      : 'طُلب تغيير بريدك الإلكتروني في رواد',
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        en
          ? `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes only once a link sent there is followed; until then this address stays in use.`
          : `طلب شخص مسجَّل الدخول إلى حسابك تغيير بريده الإلكتروني إلى ${newEmail}. لن يتغير إلا بعد فتح رابط أُرسل إلى ذلك العنوان، وحتى ذلك الحين يبقى هذا العنوان مستخدمًا.`,
        en
          ? 'If this was not you, change your password at once from the account menu, or reset it from the sign-in page.'
          : 'إن لم تكن أنت فغيّر كلمة المرور فورًا من قائمة الحساب، أو أعد تعيينها من صفحة تسجيل الدخول.',
      ],
    }),
  };
}
