import { useRemoteMessages } from '../../app/messages';

export default function LoginPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('loginTitle')}</h1>
    </section>
  );
}
