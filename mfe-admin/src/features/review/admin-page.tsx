import { useRemoteMessages } from '../../messages';

export default function AdminPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('adminTitle')}</h1>
    </section>
  );
}
