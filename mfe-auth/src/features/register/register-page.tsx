import { useRemoteMessages } from '../../app/messages';

export default function RegisterPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('registerTitle')}</h1>
    </section>
  );
}
