import { useRemoteMessages } from '../../messages';

export default function ProjectImagesPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('projectImagesTitle')}</h1>
    </section>
  );
}
