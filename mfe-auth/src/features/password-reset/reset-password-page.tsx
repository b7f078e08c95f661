import { useRemoteMessages } from '../../app/messages';

export default function ResetPasswordPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('resetPasswordTitle')}</h1>
    </section>
  );
}
