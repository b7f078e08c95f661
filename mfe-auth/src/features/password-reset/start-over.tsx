import { Link } from '@rowad/shared/routing';
import { paths } from '@rowad/shared/paths';
import { usePasswordResetMessages } from './messages';
import { Lead, Links } from '@rowad/shared/forms';

/** In place of a step's form when an earlier step's value is not stored (a direct visit). */
export function StartOver() {
  const t = usePasswordResetMessages();
  return (
    <>
      <Lead>{t('startOver')}</Lead>
      <Links>
        <li>
          <Link to={paths.forgotPassword}>{t('newCode')}</Link>
        </li>
      </Links>
    </>
  );
}
