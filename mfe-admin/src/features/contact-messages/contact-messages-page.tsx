import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function ContactMessagesPage() {
  return (
    <Page>
      <h1>Messages</h1>
    </Page>
  );
}
