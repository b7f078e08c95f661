import { useRemoteMessages } from '../../messages';

export default function AboutPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('aboutTitle')}</h1>
    </section>
  );
}
