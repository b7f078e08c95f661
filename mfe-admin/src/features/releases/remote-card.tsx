import { useId } from 'react';
import styled from 'styled-components';
import type { RemoteReleases } from '@rowad/shared/schemas';
import { Badge, Button } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { History, HistoryEntry, useByline } from './history-entry';
import { useReleasesMessages } from './messages';
import { Entry, Muted } from './styles';

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

const Drawn = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSurface};
  font-size: 0.9375rem;
`;

const Actions = styled(Row).attrs({ $gap: 2 })``;

export /** What a decision is about: promote the canary, or roll back (the canary, else the live release). */
interface Decision {
  kind: 'promote' | 'rollBack';
  remote: RemoteReleases;
}

interface RemoteCardProps {
  remote: RemoteReleases;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/** One remote: its live release, its canary, Promote and Roll back, and its history. */
export function RemoteCard({ remote, busy, onDecide }: RemoteCardProps) {
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
