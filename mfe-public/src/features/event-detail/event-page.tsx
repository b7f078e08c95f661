import { useRemoteMessages } from '../../messages';

export default function EventPage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('eventTitle')}</h1>
    </section>
  );
}
