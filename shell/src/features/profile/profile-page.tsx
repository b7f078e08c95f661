import { useShellMessages } from '../../messages';

/** SPEC route table: /profile shows the placeholder text 'my profile'. */
export function ProfilePage() {
  const t = useShellMessages();
  return (
    <section>
      <h1>{t('myProfile')}</h1>
    </section>
  );
}
