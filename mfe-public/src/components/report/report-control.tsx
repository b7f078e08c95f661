import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { ReportKind } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button } from '@rowad/shared/ui';
import { useReportMessages } from './messages';

// The dialog, its form and the schema's rules load at the first click: a guest's page, and a
// signed-in visitor's until they report, carry only this button (docs/decisions.md, issue 31).
const ReportDialog = lazy(() => import('./report-dialog'));

const Small = styled(Button)`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: 0.875rem;
  justify-self: start;
`;

interface ReportControlProps {
  kind: ReportKind;
  id: number;
  /** The account that wrote it (null: a bazaar, written by admins): no control on one's own content. */
  authorId: number | null;
}

/**
 * "Report" on a comment, project, bazaar or owner's page (issue 31): for a signed-in user only, as
 * the comment form is (a guest sees neither), never on their own content.
 */
export function ReportControl({ kind, id, authorId }: ReportControlProps) {
  const t = useReportMessages();
  const user = useAuthStore((state) => (state.token === null ? null : state.user));
  const [open, setOpen] = useState(false);
  // Opened once, the dialog stays mounted so closing it plays no second download.
  const [loaded, setLoaded] = useState(false);
  if (!user || (authorId !== null && Number(user.id) === authorId)) return null;
  return (
    <>
      <Small
        type="button"
        $variant="ghost"
        aria-haspopup="dialog"
        aria-label={t(`reportOf.${kind}`)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('report')}
      </Small>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
