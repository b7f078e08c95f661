import { useRemoteMessages } from '../../messages';

export default function EditProjectPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('editProjectTitle')}</h1>
    </section>
  );
}
