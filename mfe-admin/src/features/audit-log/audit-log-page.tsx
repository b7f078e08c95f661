import { Page } from '../../components/page-frame';

/** Placeholder while issue 15 builds this screen. */
export default function AuditLogPage() {
  return (
    <Page>
      <h1>Audit log</h1>
    </Page>
  );
}
