import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function ProjectReviewPage() {
  return (
    <Page>
      <h1>Project reviews</h1>
    </Page>
  );
}
