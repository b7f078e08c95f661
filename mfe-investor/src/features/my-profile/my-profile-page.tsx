import { useRemoteMessages } from '../../messages';

export default function MyProfilePage() {
  const t = useRemoteMessages();
  return (
    <section>
      <h1>{t('myProfileTitle')}</h1>
    </section>
  );
}
