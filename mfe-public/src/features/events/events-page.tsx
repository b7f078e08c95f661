import { useRemoteMessages } from '../../messages';

export default function EventsPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('eventsTitle')}</h1>
    </section>
  );
}
