import { useRemoteMessages } from '../../messages';

export default function ProjectPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('projectTitle')}</h1>
    </section>
  );
}
