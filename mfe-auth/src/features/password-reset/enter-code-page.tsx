import { useRemoteMessages } from '../../app/messages';

export default function EnterCodePage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('enterCodeTitle')}</h1>
    </section>
  );
}
