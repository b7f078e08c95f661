import { useRemoteMessages } from '../../messages';

export default function ContactPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('contactTitle')}</h1>
    </section>
  );
}
