import { Link } from '@rowad/shared/routing';
import { paths } from '@rowad/shared/paths';
import { useShellMessages } from '../../messages';

export function NotFoundPage() {
  const t = useShellMessages();
  return (
    <section>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={paths.home}>{t('backHome')}</Link>
    </section>
  );
}
