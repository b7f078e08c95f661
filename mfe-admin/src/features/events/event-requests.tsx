import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import { itemsOf } from '@rowad/shared/query';
import { useEventParticipations } from '@rowad/shared/query/admin';
import type { AdminParticipation } from '@rowad/shared/schemas';
import { Skeleton } from '@rowad/shared/ui';
import { Row, Stack } from '@rowad/shared/ui/layout';
import { ListBody, Outcome } from '../../components/page-frame';
import {
  DecisionActions,
  ParticipationStatus,
  type DecisionOutcome,
} from '../../components/participation-decision/decision-actions';
import { useEventsMessages } from './messages';

const Head = styled(Stack).attrs({ $gap: 1 })`
  margin-block-end: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const About = styled(Stack).attrs({ $gap: 1 })`
  min-inline-size: 0;
`;

const Line = styled(Row).attrs({ $align: 'center' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const NoteText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Gap = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/**
 * The requests to take part in one bazaar, oldest first: the owner, their note, when they asked,
 * the request's state, and Accept or Reject for those waiting. A decision's outcome shows above
 * the list; the list reloads with the request's new state (and the bazaar with its places left).
 */
export function EventRequests({ eventId }: { eventId: number }) {
  const t = useEventsMessages();
  const language = useLanguageStore((state) => state.language);
  const headingId = useId();
  const query = useEventParticipations(eventId);
  // A failed load is logged once per failure, not at every render.
  useEffect(() => {
    if (query.error) console.error('Loading the requests to take part failed', query.error);
  }, [query.error]);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const items = itemsOf(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('requestsSection')}</h2>
        <p>{t('requestsLead')}</p>
      </Head>
      {outcome && (
        <Gap>
          <Outcome role={outcome.problem ? 'alert' : 'status'} $problem={outcome.problem}>
            {outcome.text}
          </Outcome>
        </Gap>
      )}
      <ListBody
        query={query}
        loading={
          <List aria-busy="true" aria-label={t('requestsLoading')}>
            {[0, 1].map((n) => (
              <Item key={n}>
                <Skeleton $height="4rem" />
              </Item>
            ))}
          </List>
        }
        failedText={t('requestsFailed')}
        retryLabel={t('retry')}
        empty={t('noRequests')}
        shown={items.length}
        total={total}
      >
        <List aria-label={t('requestsLabel', { count: total })}>
          {items.map((participation) => (
            <RequestItem
              key={participation.id}
              participation={participation}
              language={language}
              onOutcome={setOutcome}
            />
          ))}
        </List>
      </ListBody>
    </section>
  );
}

function RequestItem({
  participation,
  language,
  onOutcome,
}: {
  participation: AdminParticipation;
  language: Language;
  onOutcome: (outcome: DecisionOutcome) => void;
}) {
  const t = useEventsMessages();
  const { owner } = participation;
  return (
    <Item aria-label={`${owner.firstName} ${owner.lastName}`}>
      <About>
        <h3>
          <bdi>
            {owner.firstName} {owner.lastName}
          </bdi>
        </h3>
        <Line>
          <span>{t('askedOn', { date: formatDate(participation.createdAt, language) })}</span>
          {participation.decidedAt && (
            <span>{t('decidedOn', { date: formatDate(participation.decidedAt, language) })}</span>
          )}
        </Line>
        {participation.note && (
          <NoteText>
            {t('note')} <bdi>{participation.note}</bdi>
          </NoteText>
        )}
        <Line>
          <ParticipationStatus participation={participation} />
        </Line>
      </About>
      {participation.status === 'pending' && (
        <DecisionActions participation={participation} onOutcome={onOutcome} />
      )}
    </Item>
  );
}
