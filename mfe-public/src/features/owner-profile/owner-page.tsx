import { useRemoteMessages } from '../../app/messages';

export default function OwnerPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('ownerTitle')}</h1>
    </section>
  );
}
