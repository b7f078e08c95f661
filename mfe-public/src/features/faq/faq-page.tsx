import { useRemoteMessages } from '../../app/messages';

export default function FaqPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('faqTitle')}</h1>
    </section>
  );
}
