import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function UsersPage() {
  return (
    <Page>
      <h1>Users</h1>
    </Page>
  );
}
