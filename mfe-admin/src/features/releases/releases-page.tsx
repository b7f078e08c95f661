import { useId, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { usePromoteRelease, useReleases, useRollBackRelease } from '@rowad/shared/query';
import {
  RELEASE_NOTE_MAX,
  type Release,
  type ReleaseState,
  type RemoteReleases,
} from '@rowad/shared/schemas';
import { Badge, Button, FormField, TextArea, useDocumentTitle, type BadgeTone } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { PlainList, Row } from '@rowad/shared/ui/layout';
import { formatTime } from '../../components/format-time';
import { type ActionResult, ListPage, LoadFailed, LoadingList, Panel } from '../../components/page-frame';
import { useReleasesMessages, type ReleasesKey } from './messages';

const Remotes = styled(PlainList).attrs({ $gap: 5 })``;

const Card = styled.article<{ $canary: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid
    ${({ theme, $canary }) => ($canary ? theme.colors.warning : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Heading = styled(Row).attrs({ $align: 'baseline', $gap: [1, 3] as const })`
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  @media (min-width: 640px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: start;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    min-inline-size: 0;
  }
`;

/** An entry URL: left to right in either language, broken anywhere so it fits 360 px. */
const Entry = styled.code`
  max-inline-size: 100%;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  text-align: start;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Drawn = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSurface};
  font-size: 0.9375rem;
`;

const Actions = styled(Row).attrs({ $gap: 2 })``;

const History = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const HistoryItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  min-inline-size: 0;
  font-size: 0.9375rem;
  &:last-child {
    border-block-end: none;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  details {
    font-size: 0.875rem;
  }
  details ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const How = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

const Command = styled(Entry)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const Token = styled.p<{ $set: boolean }>`
  && {
    color: ${({ theme, $set }) => ($set ? theme.colors.success : theme.colors.warning)};
    font-weight: 600;
  }
`;

const DialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const STATE_LABELS: Record<ReleaseState, { key: ReleasesKey; tone: BadgeTone }> = {
  live: { key: 'stateLive', tone: 'success' },
  canary: { key: 'stateCanary', tone: 'warning' },
  earlier: { key: 'stateEarlier', tone: 'neutral' },
  'rolled-back': { key: 'stateRolledBack', tone: 'danger' },
};

/** What a decision is about: promote the canary, or roll back (the canary, else the live release). */
interface Decision {
  kind: 'promote' | 'rollBack';
  remote: RemoteReleases;
}

/**
 * Where rolling back leads: without a canary, the live release gives way to the one live before it
 * (the latest replaced one), or to the starting map after the first release.
 */
function rollBackTarget(remote: RemoteReleases): string {
  if (remote.canary) return remote.liveEntry;
  const live = remote.live;
  const before =
    live && remote.history.find((release) => release.state === 'earlier' && release.id < live.id);
  return before ? before.entry : remote.startingEntry;
}

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

function useByline() {
  const t = useReleasesMessages();
  const language = useLanguageStore((state) => state.language);
  return (release: Release) => {
    const who =
      release.releasedBy === null
        ? t('removedAccount')
        : release.releasedBy === 'release token'
          ? t('releaseToken')
          : release.releasedBy;
    return t('releasedBy', {
      who,
      date: formatDate(release.releasedAt, language),
      time: formatTime(release.releasedAt, language),
    });
  };
}

function HistoryEntry({ release }: { release: Release }) {
  const t = useReleasesMessages();
  const byline = useByline();
  const state = STATE_LABELS[release.state];
  const passed = release.checks.filter((check) => check.ok).length;
  return (
    <HistoryItem>
      <Row $align="center" $gap={2}>
        <Badge $tone={state.tone}>{t(state.key)}</Badge>
        {release.percent !== null && <Muted>{t('canaryShare', { percent: release.percent })}</Muted>}
      </Row>
      <Entry dir="ltr">{release.entry}</Entry>
      <Muted>
        <time dateTime={release.releasedAt}>{byline(release)}</time>
      </Muted>
      {release.note && <p dir="auto">{release.note}</p>}
      {release.checks.length === 0 ? (
        <Muted>{t('noChecks')}</Muted>
      ) : (
        <details>
          <summary>{t('checksPassed', { passed, total: release.checks.length })}</summary>
          <ul>
            {release.checks.map((check) => (
              <li key={check.check}>
                <span aria-hidden="true">{check.ok ? '✓ ' : '✗ '}</span>
                <span className="visually-hidden">{t(check.ok ? 'checkPassed' : 'checkFailed')} </span>
                <span dir="ltr">{`${check.check}: ${check.detail}`}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </HistoryItem>
  );
}

interface RemoteCardProps {
  remote: RemoteReleases;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

function RemoteCard({ remote, busy, onDecide }: RemoteCardProps) {
  const t = useReleasesMessages();
  const byline = useByline();
  const titleId = useId();
  const name = t(remote.remote);
  return (
    <li>
      <Card aria-labelledby={titleId} $canary={remote.canary !== null}>
        <Heading>
          <h2 id={titleId}>{name}</h2>
          <Entry dir="ltr">{remote.remote}</Entry>
        </Heading>
        <Facts>
          <dt>{t('live')}</dt>
          <dd>
            {remote.live === null && <Badge>{t('startingMap')}</Badge>}
            <Entry dir="ltr">{remote.liveEntry}</Entry>
            <Muted>{remote.live ? byline(remote.live) : t('startingMapNote')}</Muted>
          </dd>
          <dt>{t('canary')}</dt>
          <dd>
            {remote.canary ? (
              <>
                <Badge $tone="warning">{t('canaryShare', { percent: remote.canary.percent ?? 0 })}</Badge>
                <Entry dir="ltr">{remote.canary.entry}</Entry>
                <Muted>{byline(remote.canary)}</Muted>
              </>
            ) : (
              <Muted>{t('noCanary')}</Muted>
            )}
          </dd>
        </Facts>
        {remote.remote === 'mfe_public' && (
          <Drawn>{remote.serverDrawn ? t('serverDrawn') : t('browserDrawn')}</Drawn>
        )}
        {(remote.canary || remote.live) && (
          <Actions>
            {remote.canary && (
              <Button
                type="button"
                $variant="primary"
                aria-haspopup="dialog"
                disabled={busy}
                onClick={() => onDecide({ kind: 'promote', remote })}
              >
                {t('promote')}
              </Button>
            )}
            <Button
              type="button"
              $variant="danger"
              aria-haspopup="dialog"
              disabled={busy}
              onClick={() => onDecide({ kind: 'rollBack', remote })}
            >
              {t('rollBack')}
            </Button>
          </Actions>
        )}
        <h3>{t('history')}</h3>
        {remote.history.length === 0 ? (
          <Muted>{t('noHistory')}</Muted>
        ) : (
          <History aria-label={t('historyLabel', { remote: name })}>
            {remote.history.map((release) => (
              <HistoryEntry key={release.id} release={release} />
            ))}
          </History>
        )}
      </Card>
    </li>
  );
}

interface DecisionDialogProps {
  decision: Decision | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/** Asks before promoting or rolling back, saying what every browser will load, with an optional note. */
function DecisionDialog({ decision, busy, onCancel, onConfirm }: DecisionDialogProps) {
  const t = useReleasesMessages();
  const [note, setNote] = useState('');
  const remote = decision?.remote;
  const name = remote ? t(remote.remote) : '';
  const promote = decision?.kind === 'promote';
  const title = promote
    ? t('promoteTitle', { remote: name })
    : remote?.canary
      ? t('rollBackCanaryTitle', { remote: name })
      : t('rollBackLiveTitle', { remote: name });
  const text = promote ? 'promoteText' : remote?.canary ? 'rollBackCanaryText' : 'rollBackLiveText';
  const target = !remote ? '' : promote ? (remote.canary?.entry ?? '') : rollBackTarget(remote);
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={decision !== null}
      title={title}
      busy={busy}
      cancelLabel={t('cancel')}
      confirmLabel={promote ? t('promote') : t('rollBack')}
      busyLabel={t('sending')}
      onCancel={close}
      onConfirm={() => {
        onConfirm(note.trim());
        setNote('');
      }}
    >
      <DialogText>{t(text)}</DialogText>
      <DialogText>
        <Entry dir="ltr">{target}</Entry>
      </DialogText>
      <FormField label={t('noteLabel')} hint={t('noteHint')}>
        {(control) => (
          <TextArea
            {...control}
            dir="auto"
            maxLength={RELEASE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

/** How CI releases, and whether it can (a release token is configured). */
function HowToRelease({ releaseToken }: { releaseToken: boolean }) {
  const t = useReleasesMessages();
  return (
    <How as="section" aria-labelledby="releases-how">
      <h2 id="releases-how">{t('howTitle')}</h2>
      <p>{t('howText')}</p>
      <Command dir="ltr">{t('howCommand')}</Command>
      <Token $set={releaseToken}>{releaseToken ? t('tokenSet') : t('tokenMissing')}</Token>
    </How>
  );
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
