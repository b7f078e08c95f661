import { Link } from '@rowad/shared/routing';
import { useShellMessages } from '../../app/messages';

export function NotFoundPage() {
  const t = useShellMessages();
  return (
    <section>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to="/">{t('backHome')}</Link>
    </section>
  );
}
