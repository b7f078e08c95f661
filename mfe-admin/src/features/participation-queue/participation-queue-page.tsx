import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function ParticipationQueuePage() {
  return (
    <Page>
      <h1>Bazaar requests</h1>
    </Page>
  );
}
