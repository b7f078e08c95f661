import { useRemoteMessages } from '../../messages';

export default function HomePage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('homeTitle')}</h1>
    </section>
  );
}
