import { useShellMessages } from '../../messages';

/** The route table of docs/product.md §2: /profile shows the placeholder text 'my profile'. */
export function ProfilePage() {
  const t = useShellMessages();
  return (
    <section>
      <h1>{t('myProfile')}</h1>
    </section>
  );
}
