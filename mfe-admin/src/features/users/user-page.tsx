import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function UserPage() {
  return (
    <Page>
      <h1>User</h1>
    </Page>
  );
}
