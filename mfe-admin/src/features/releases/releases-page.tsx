import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { usePromoteRelease, useReleases, useRollBackRelease } from '@rowad/shared/query/admin';
import { useDocumentTitle } from '@rowad/shared/ui';
import { PlainList } from '@rowad/shared/ui/layout';
import { type ActionResult, ListPage, LoadFailed, LoadingList } from '../../components/page-frame';
import { DecisionDialog } from './decision-dialog';
import { HowToRelease } from './how-to-release';
import { useReleasesMessages, type ReleasesKey } from './messages';
import { RemoteCard, type Decision } from './remote-card';

const Remotes = styled(PlainList).attrs({ $gap: 5 })``;

/** The text of a refused or failed decision, by the API's code (never by its English). */
function failureText(error: unknown): ReleasesKey {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'offline';
  switch (failure.code) {
    case 'NO_CANARY':
      return 'noCanaryError';
    case 'NOTHING_TO_ROLL_BACK':
      return 'nothingToRollBack';
    case 'CANARY_RUNNING':
      return 'canaryRunning';
    default:
      return 'actionFailed';
  }
}

/**
 * /admin/releases (issue 27): each remote's live entry (or the starting map), its canary with the
 * share of browsers, Promote and Roll back (each confirmed, with an optional note), and its history.
 * Releases themselves come from CI with the release token (docs/operations.md, "Releasing one remote").
 */
export default function ReleasesPage() {
  const t = useReleasesMessages();
  useDocumentTitle(t('title'));
  const query = useReleases();
  const promote = usePromoteRelease();
  const rollBack = useRollBackRelease();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const busy = promote.isPending || rollBack.isPending;

  const decide = (note: string) => {
    if (!decision) return;
    const { kind, remote } = decision;
    const name = t(remote.remote);
    const request = { remote: remote.remote, ...(note ? { note } : {}) };
    const mutation = kind === 'promote' ? promote : rollBack;
    mutation.mutate(request, {
      onSuccess: () =>
        setResult({
          text: kind === 'promote' ? t('promoted', { remote: name }) : t('rolledBack', { remote: name }),
          problem: false,
        }),
      onError: (error) => setResult({ text: t(failureText(error)), problem: true }),
      onSettled: () => setDecision(null),
    });
  };

  let body;
  if (query.status === 'pending') body = <LoadingList label={t('loading')} rows={3} height="220px" />;
  else if (query.status === 'error')
    body = <LoadFailed text={t('failed')} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <HowToRelease releaseToken={query.data.releaseToken} />
        <Remotes aria-label={t('remotesLabel')}>
          {query.data.remotes.map((remote) => (
            <RemoteCard
              key={remote.remote}
              remote={remote}
              busy={busy}
              onDecide={(next) => {
                setResult(null);
                setDecision(next);
              }}
            />
          ))}
        </Remotes>
      </>
    );

  return (
    <ListPage title={t('title')} lead={t('lead')} outcome={result}>
      {body}
      <DecisionDialog decision={decision} busy={busy} onCancel={() => setDecision(null)} onConfirm={decide} />
    </ListPage>
  );
}
