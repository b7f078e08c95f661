import { useRemoteMessages } from '../../messages';

export default function ProjectsPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('projectsTitle')}</h1>
    </section>
  );
}
