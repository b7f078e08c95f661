import { useParams } from '@rowad/shared/routing';
import { AccountScreen } from './user-screen/account-screen';
import { NotFound } from './user-screen/not-found';

/** /admin/users/:id: one account, its projects and bazaar requests, and what the admin may do to it. */
export default function UserPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return <NotFound />;
  return <AccountScreen key={userId} id={userId} />;
}
