import { Link } from '@rowad/shared/routing';
import { Lead, Links } from '../../forms/layout';
import { usePasswordResetMessages } from './messages';

/** In place of a step's form when an earlier step's value is not stored (a direct visit). */
export function StartOver() {
  const t = usePasswordResetMessages();
  return (
    <>
      <Lead>{t('startOver')}</Lead>
      <Links>
        <li>
          <Link to="/forgotpassword">{t('newCode')}</Link>
        </li>
      </Links>
    </>
  );
}
