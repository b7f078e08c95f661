import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { Release, ReleaseState } from '@rowad/shared/schemas';
import { Badge, type BadgeTone } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { formatTime } from '../../components/format-time';
import { useReleasesMessages, type ReleasesKey } from './messages';
import { Entry, Muted } from './styles';

export const History = styled.ol`
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

const STATE_LABELS: Record<ReleaseState, { key: ReleasesKey; tone: BadgeTone }> = {
  live: { key: 'stateLive', tone: 'success' },
  canary: { key: 'stateCanary', tone: 'warning' },
  earlier: { key: 'stateEarlier', tone: 'neutral' },
  'rolled-back': { key: 'stateRolledBack', tone: 'danger' },
};

/** "By Release token, Fri, Nov 27, 2026 at 6:55 AM": who released it, and when. */
export function useByline() {
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

/** One release in a remote's history: its state, entry, who and when, note and checks. */
export function HistoryEntry({ release }: { release: Release }) {
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
