import { defineMessages } from '@rowad/shared/i18n';

/**
 * The second sign-in step's texts (docs/product.md §2 "Login"), apart from the login screen's:
 * they load with the step's screens, only when the password's answer asks for a step.
 */
const stepCatalogues = {
  en: {
    codeTitle: 'Enter your code',
    codeLead: 'Open your authenticator app and type the 6-digit code it shows for Rowad.',
    code: 'Code',
    codeHint: 'The 6 digits from your app, or one of your recovery codes.',
    useRecoveryCode: 'Use a recovery code',
    useAppCode: 'Use a code from the app',
    verify: 'Verify',
    verifying: 'Checking...',
    startOver: 'Sign in again',
    enrolTitle: 'Set up two-step sign-in',
    enrolLead:
      'Admins sign in with a code from an authenticator app. Scan this QR code with the app, or type the key below, then enter the code it shows.',
    qrCode: 'QR code to scan with your authenticator app',
    secretKey: 'Key',
    enrolLoading: 'Preparing your key...',
    enrolFailed: 'The key could not be prepared. Please sign in again.',
    confirmEnrolment: 'Turn on',
    recoveryTitle: 'Keep your recovery codes',
    recoveryLead:
      'If you lose your phone, each of these codes signs you in once. They are shown only now: write them down or print them, and keep them somewhere safe.',
    recoveryDone: 'I have kept them, continue',
  },
  ar: {
    codeTitle: 'أدخل الرمز',
    codeLead: 'افتح تطبيق المصادقة واكتب الرمز المكوّن من 6 أرقام الذي يعرضه لرواد.',
    code: 'الرمز',
    codeHint: 'الأرقام الستة من التطبيق، أو أحد رموز الاسترداد.',
    useRecoveryCode: 'استخدم رمز استرداد',
    useAppCode: 'استخدم رمزًا من التطبيق',
    verify: 'تحقق',
    verifying: 'جارٍ التحقق...',
    startOver: 'سجّل الدخول من جديد',
    enrolTitle: 'إعداد تسجيل الدخول بخطوتين',
    enrolLead:
      'يسجّل المشرفون الدخول برمز من تطبيق مصادقة. امسح رمز QR هذا بالتطبيق، أو اكتب المفتاح أدناه، ثم أدخل الرمز الذي يعرضه.',
    qrCode: 'رمز QR للمسح بتطبيق المصادقة',
    secretKey: 'المفتاح',
    enrolLoading: 'جارٍ تجهيز مفتاحك...',
    enrolFailed: 'تعذّر تجهيز المفتاح. يرجى تسجيل الدخول من جديد.',
    confirmEnrolment: 'تفعيل',
    recoveryTitle: 'احتفظ برموز الاسترداد',
    recoveryLead:
      'إذا فقدت هاتفك، فكل رمز من هذه الرموز يُدخلك مرة واحدة. لن تُعرض إلا الآن: اكتبها أو اطبعها واحفظها في مكان آمن.',
    recoveryDone: 'احتفظت بها، متابعة',
  },
};

export type StepMessageKey = keyof typeof stepCatalogues.en;

export const useStepMessages = defineMessages<StepMessageKey>(stepCatalogues);
