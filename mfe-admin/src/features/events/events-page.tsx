import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function EventsPage() {
  return (
    <Page>
      <h1>Bazaars</h1>
    </Page>
  );
}
