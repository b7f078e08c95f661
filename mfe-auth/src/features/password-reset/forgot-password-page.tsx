import { useRemoteMessages } from '../../app/messages';

export default function ForgotPasswordPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('forgotPasswordTitle')}</h1>
    </section>
  );
}
