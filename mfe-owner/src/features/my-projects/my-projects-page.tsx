import { useRemoteMessages } from '../../messages';

export default function MyProjectsPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('myProjectsTitle')}</h1>
    </section>
  );
}
