import { useRemoteMessages } from '../../messages';

export default function AddProjectPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('addProjectTitle')}</h1>
    </section>
  );
}
