import { useRemoteMessages } from '../../messages';

export default function OwnerPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('ownerTitle')}</h1>
    </section>
  );
}
