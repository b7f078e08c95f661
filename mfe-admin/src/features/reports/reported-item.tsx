import { useRef, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { formatDate } from '@rowad/shared/format';
import { hiddenReasonIn, useLanguageStore } from '@rowad/shared/i18n';
import { useDecideReports } from '@rowad/shared/query/admin';
import { Link } from '@rowad/shared/routing';
import {
  REPORT_DECISIONS,
  REPORT_ERROR_MESSAGES,
  refusalText,
  type ReportDecisionKind,
  type ReportedItem,
} from '@rowad/shared/schemas';
import { Badge, Button } from '@rowad/shared/ui';
import { PlainList, Row, Stack } from '@rowad/shared/ui/layout';
import type { ActionResult } from '../../components/page-frame';
import { DecisionDialog } from './decision-dialog';
import { useReportsMessages } from './messages';

export const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Quote = styled.blockquote.attrs({ dir: 'auto' })`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  unicode-bidi: plaintext;
  overflow-wrap: anywhere;
  max-block-size: 12rem;
  overflow: auto;
`;

const Reports = styled(PlainList).attrs({ $gap: 2 })`
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  strong {
    margin-inline-end: ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled(Row)`
  & > button {
    flex: 1 1 8rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    & > button {
      flex: none;
    }
  }
`;

/** The decisions that apply: a bazaar has no author (admins write them) to disable. */
const decisionsOf = (item: ReportedItem): readonly ReportDecisionKind[] =>
  item.author === null
    ? REPORT_DECISIONS.filter((decision) => decision !== 'disable-author')
    : REPORT_DECISIONS;

interface ReportedItemCardProps {
  item: ReportedItem;
  onOutcome: (outcome: ActionResult, decided: boolean) => void;
}

/**
 * One reported item: as the public sees it (title, text, a link to its page), who wrote it, whether
 * it is hidden and why, its reports newest first, and, while reports wait, the four decisions.
 */
export function ReportedItemCard({ item, onOutcome }: ReportedItemCardProps) {
  const t = useReportsMessages();
  const language = useLanguageStore((state) => state.language);
  const decide = useDecideReports();
  const [deciding, setDeciding] = useState<ReportDecisionKind | null>(null);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const sending = useRef(false);
  const title = item.kind === 'comment' ? t('commentOn', { title: item.item.title }) : item.item.title;

  const send = async (decision: ReportDecisionKind, reason: string | undefined) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(undefined);
    try {
      const answer = await decide.mutateAsync({
        kind: item.kind,
        id: item.id,
        decision,
        ...(reason ? { reason } : {}),
      });
      setDeciding(null);
      onOutcome(
        {
          text: t(`done.${decision}`, { title: item.item.title, count: answer.reportersTold }),
          problem: false,
        },
        true,
      );
    } catch (error) {
      console.error('Deciding on the reports failed', error);
      const { code } = toApiFailure(error);
      if (code && code in REPORT_ERROR_MESSAGES) {
        // Decided elsewhere, gone, or not for this item: said above the list, which reloads.
        setDeciding(null);
        onOutcome(
          {
            text: refusalText(code as keyof typeof REPORT_ERROR_MESSAGES, language),
            problem: true,
          },
          false,
        );
      } else setFailure(t('decisionFailed'));
    } finally {
      sending.current = false;
    }
  };

  let state: { tone: 'success' | 'warning' | 'danger'; text: string };
  if (item.state === 'open') state = { tone: 'success', text: t('visible') };
  else if (item.hiddenBy === 'admin') state = { tone: 'danger', text: t('hiddenByAdmin') };
  else state = { tone: 'warning', text: t('hiddenByReports') };

  return (
    <Card aria-label={title}>
      <Stack $gap={1}>
        <Row>
          <Badge $tone="info">{t(`kind.${item.kind}`)}</Badge>
          <Badge $tone={state.tone}>{state.text}</Badge>
        </Row>
        <h2>
          <bdi>{title}</bdi>
        </h2>
        <Muted>{item.author ? t('by', { name: item.author.name }) : t('noAuthor')}</Muted>
      </Stack>
      {item.item.text && <Quote>{item.item.text}</Quote>}
      <p>
        <Link to={item.item.link}>{t('seePublic')}</Link>
      </p>
      {item.state === 'hidden' && item.hiddenReason && (
        <p>{t('hiddenReason', { reason: hiddenReasonIn(item.hiddenReason, language) })}</p>
      )}
      <Muted>
        {item.reportCount === 1
          ? t('oneReport', { open: item.openReports })
          : t('counts', { count: item.reportCount, open: item.openReports })}
      </Muted>
      <Reports aria-label={t('reportsLabel')}>
        {item.reports.map((report, index) => (
          <li key={`${report.createdAt}-${index}`}>
            <strong>{t(`reason.${report.reason}`)}</strong>
            <span>
              {/* The name in its own direction: a Latin name on an Arabic screen keeps its order. */}
              <bdi>{report.reporter?.name ?? t('goneReporter')}</bdi>
              {t('separator')}
              {formatDate(report.createdAt, language)}
            </span>
            {report.details && <p dir="auto">{report.details}</p>}
          </li>
        ))}
      </Reports>
      {item.decision && (
        <Muted>
          {t('lastDecision', {
            decision: t(`decided.${item.decision.decision}`),
            date: formatDate(item.decision.decidedAt, language),
          })}
          {item.decision.reason ? ` · ${item.decision.reason}` : ''}
        </Muted>
      )}
      {item.openReports > 0 && (
        <Actions>
          {decisionsOf(item).map((decision) => (
            <Button
              key={decision}
              type="button"
              $variant={decision === 'dismiss' ? 'primary' : 'secondary'}
              aria-haspopup="dialog"
              aria-label={t('decisionLabel', { decision: t(`decision.${decision}`), title })}
              disabled={decide.isPending}
              onClick={() => {
                setFailure(undefined);
                setDeciding(decision);
              }}
            >
              {t(`decision.${decision}`)}
            </Button>
          ))}
        </Actions>
      )}
      <DecisionDialog
        decision={deciding}
        sending={decide.isPending}
        failure={failure}
        onConfirm={(reason) => deciding && void send(deciding, reason)}
        onClose={() => {
          if (!decide.isPending) setDeciding(null);
        }}
      />
    </Card>
  );
}
