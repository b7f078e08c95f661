import { useRemoteMessages } from '../../messages';

export default function OwnersPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('ownersTitle')}</h1>
    </section>
  );
}
