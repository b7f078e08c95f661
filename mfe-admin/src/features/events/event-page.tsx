import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function EventPage() {
  return (
    <Page>
      <h1>Bazaar</h1>
    </Page>
  );
}
