import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { itemsOf } from '@rowad/shared/query';
import { useApproveProject, useProjectReviewQueue, useRejectProject } from '@rowad/shared/query/admin';
import { Link, Navigate, useLocation, useNavigate, useParams } from '@rowad/shared/routing';
import type { ProjectReviewItem } from '@rowad/shared/schemas';
import { Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { Lead, Note, Outcome, Page, Panel } from '../../components/page-frame';
import { ReasonDialog } from '../../components/reason-dialog';
import { useAdminMessages } from '../../messages';
import { decisionFailure } from './decision-failure';
import { ItemName } from './item-name';
import { useReviewMessages, type ReviewMessageKey } from './messages';
import { ReviewItem } from './review-item';
import { ReviewQueue } from './review-queue';

// The open item first in the page (above the queue on a phone), beside the queue on a wide screen.
// Named areas only where the columns are: a phone keeps the page's order.
const wide = '@media (min-width: 1100px)';

const Columns = styled(Stack).attrs({ $gap: 5 })`
  align-items: start;
  ${wide} {
    grid-template-columns: minmax(240px, 300px) minmax(0, 1fr);
    grid-template-areas: 'queue item';
  }
`;

const ItemArea = styled(Stack).attrs({ $gap: 4 })`
  min-inline-size: 0;
  ${wide} {
    grid-area: item;
  }
`;

const QueueArea = styled.div`
  min-inline-size: 0;
  ${wide} {
    grid-area: queue;
  }
`;

const Gone = styled(Panel)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Failed = styled(Panel)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    text-align: center;
  }
`;

/** What the last decision did, carried to the next item's address so it survives the move. */
interface DecisionOutcome {
  kind: 'approved' | 'rejected';
  name: string;
}

/** A refused decision, shown on the item it was about until the admin moves on. */
interface Refusal {
  revisionId: number;
  projectId: number;
  key: ReviewMessageKey;
}

const REJECT_PRESETS: readonly ReviewMessageKey[] = [
  'presetDescription',
  'presetPhotos',
  'presetContact',
  'presetDuplicate',
  'presetInappropriate',
];

function outcomeOf(state: unknown): DecisionOutcome | undefined {
  if (typeof state !== 'object' || state === null || !('outcome' in state)) return undefined;
  return state.outcome as DecisionOutcome;
}

function Loading() {
  const t = useReviewMessages();
  return (
    <Columns aria-busy="true">
      <ItemArea>
        <Panel>
          <Skeleton $width="50%" $height="1.75rem" />
          <Skeleton $width="35%" />
          <Skeleton $height="160px" />
        </Panel>
      </ItemArea>
      <QueueArea>
        <Skeleton $height="64px" />
      </QueueArea>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
    </Columns>
  );
}

/**
 * /admin/projects and /admin/projects/:revisionId: the changes waiting for review, one open at a
 * time. A decision sends exactly what the open item shows (its new images' ids on approval), then
 * opens the next change; a refusal (someone decided first, the owner changed it meanwhile) says so
 * and the queue reloads.
 */
export default function ProjectReviewPage() {
  const area = useAdminMessages();
  const t = useReviewMessages();
  useDocumentTitle(area('navProjects'));
  const params = useParams();
  const openId = params['revisionId'] === undefined ? undefined : Number(params['revisionId']);
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = outcomeOf(location.state);

  const queue = useProjectReviewQueue();
  const approve = useApproveProject();
  const reject = useRejectProject();
  // Decided here: never shown again, even by a queue answer older than the decision.
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const items = itemsOf(queue.data).filter((item) => !decided.has(item.revisionId));
  const total = queue.data?.pages[0]?.total ?? 0;
  const open = openId === undefined ? undefined : items.find((item) => item.revisionId === openId);

  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectFailure, setRejectFailure] = useState<ReviewMessageKey | null>(null);
  // A click lands before the disabled buttons render: this keeps a second one from being sent.
  const sendingRef = useRef(false);
  const sending = approve.isPending || reject.isPending;

  // Moving to another item (a click in the queue, the next after a decision) moves the focus to
  // its heading, so a keyboard or screen reader user starts reading it; the first one does not.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (open === undefined) return;
    if (shownId.current !== undefined && shownId.current !== open.revisionId) heading.current?.focus();
    shownId.current = open.revisionId;
  }, [open]);

  // Where the admin is when a decision comes back: one who opened another item meanwhile stays there.
  const viewing = useRef(location.pathname);
  useEffect(() => {
    viewing.current = location.pathname;
  }, [location.pathname]);

  const settle = (item: ProjectReviewItem, name: string, kind: DecisionOutcome['kind']) => {
    const index = items.indexOf(item);
    const rest = items.filter((other) => other !== item);
    const next = items[index + 1] ?? rest[0];
    setDecided((before) => new Set(before).add(item.revisionId));
    setRejecting(false);
    setRefusal(null);
    const stay = viewing.current !== adminPaths.project(item.revisionId);
    const to = stay ? viewing.current : next ? adminPaths.project(next.revisionId) : adminPaths.projects;
    navigate(to, { replace: true, state: { outcome: { kind, name } } });
  };

  const refuse = (item: ProjectReviewItem, error: unknown, inDialog: boolean) => {
    const failure = decisionFailure(error);
    // The reason typed stays in the dialog for a failure worth another try; a stale item closes it.
    if (inDialog && !failure.stale) {
      setRejectFailure(failure.key);
      return;
    }
    setRejecting(false);
    setRefusal({ revisionId: item.revisionId, projectId: item.projectId, key: failure.key });
  };

  const send = (decide: () => Promise<unknown>) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    void decide()
      .catch(() => undefined)
      .finally(() => {
        sendingRef.current = false;
      });
  };

  const onApprove = (item: ProjectReviewItem, name: string) => {
    setRefusal(null);
    send(() =>
      approve.mutateAsync(
        { revisionId: item.revisionId, reason: null, imageIds: item.newImages.map((image) => image.id) },
        {
          onSuccess: () => settle(item, name, 'approved'),
          onError: (error) => refuse(item, error, false),
        },
      ),
    );
  };

  const onReject = (item: ProjectReviewItem, name: string, reason: string) => {
    setRejectFailure(null);
    send(() =>
      reject.mutateAsync(
        { revisionId: item.revisionId, reason },
        {
          onSuccess: () => settle(item, name, 'rejected'),
          onError: (error) => refuse(item, error, true),
        },
      ),
    );
  };

  // A refusal stays on the item it was about: moving to another one leaves it behind.
  const refused = refusal && refusal.revisionId === openId ? refusal : undefined;
  let body;
  if (queue.status === 'pending') {
    body = <Loading />;
  } else if (queue.status === 'error' && items.length === 0) {
    body = (
      <Failed>
        <p role="alert">{t('failed')}</p>
        <Button
          type="button"
          $variant="secondary"
          disabled={queue.isFetching}
          onClick={() => void queue.refetch()}
        >
          {area('retry')}
        </Button>
      </Failed>
    );
  } else if (openId === undefined && items[0]) {
    // The address always names the open item, so a decision is made on the one the admin sees.
    return <Navigate to={adminPaths.project(items[0].revisionId)} replace state={location.state} />;
  } else if (items.length === 0) {
    body = (
      <>
        {refused && (
          <Outcome $problem role="alert">
            {t(refused.key)}
          </Outcome>
        )}
        <Note>{t('empty')}</Note>
      </>
    );
  } else {
    const newVersion =
      refused && items.find((item) => item.projectId === refused.projectId && item.revisionId !== openId);
    body = (
      <Columns>
        <ItemArea>
          {refused && (
            <Outcome $problem role="alert">
              {t(refused.key)}
            </Outcome>
          )}
          {open ? (
            <ItemName item={open}>
              {(name) => (
                <>
                  <ReviewItem
                    item={open}
                    name={name}
                    headingRef={heading}
                    sending={sending}
                    onApprove={() => onApprove(open, name)}
                    onReject={() => {
                      setRejectFailure(null);
                      setRejecting(true);
                    }}
                  />
                  <ReasonDialog
                    open={rejecting}
                    title={t('rejectTitle', { name })}
                    confirmLabel={t('reject')}
                    presets={REJECT_PRESETS.map((key) => t(key))}
                    hint={t('rejectHint')}
                    sending={reject.isPending}
                    failure={rejectFailure ? t(rejectFailure) : undefined}
                    onConfirm={(reason) => onReject(open, name, reason)}
                    onClose={() => setRejecting(false)}
                  />
                </>
              )}
            </ItemName>
          ) : (
            <Gone>
              <p>{t('notWaiting')}</p>
              {newVersion ? (
                <Link to={adminPaths.project(newVersion.revisionId)}>{t('reviewNewVersion')}</Link>
              ) : (
                <Link to={adminPaths.projects}>{t('openQueue')}</Link>
              )}
            </Gone>
          )}
        </ItemArea>
        <QueueArea>
          <ReviewQueue items={items} openId={openId} total={total} pages={queue} />
        </QueueArea>
      </Columns>
    );
  }

  return (
    <Page>
      <h1>{area('navProjects')}</h1>
      <Lead>{t('lead')}</Lead>
      {outcome && <Outcome role="status">{t(outcome.kind, { name: outcome.name })}</Outcome>}
      {body}
    </Page>
  );
}
