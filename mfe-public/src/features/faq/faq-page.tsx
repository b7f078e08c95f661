import { useRemoteMessages } from '../../messages';

export default function FaqPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('faqTitle')}</h1>
    </section>
  );
}
