import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { itemsOf } from '@rowad/shared/query';
import { useParticipationQueue } from '@rowad/shared/query/admin';
import { Link } from '@rowad/shared/routing';
import { Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { PlainList, Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { ListBody, ListPage } from '../../components/page-frame';
import {
  DecisionActions,
  type DecisionOutcome,
} from '../../components/participation-decision/decision-actions';
import { useQueueMessages } from './messages';

const List = styled(PlainList)``;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const About = styled(Stack).attrs({ $gap: 1 })`
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const NoteText = styled.p`
  white-space: pre-line;
`;

/**
 * `/admin/requests`: the requests to take part in a bazaar that wait for a decision, across
 * bazaars, oldest first. Each is accepted, or rejected with a reason, where it stands; the
 * outcome shows above the list and the request leaves it.
 */
export default function ParticipationQueuePage() {
  const t = useQueueMessages();
  useDocumentTitle(t('title'));
  const language = useLanguageStore((state) => state.language);
  const query = useParticipationQueue();
  // A failed load is logged once per failure, not at every render.
  useEffect(() => {
    if (query.error) console.error('Loading the requests to take part failed', query.error);
  }, [query.error]);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  // Decided requests leave the list at once, before the queue has loaded again.
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const loaded = itemsOf(query.data);
  const items = loaded.filter((item) => !decided.has(item.id));
  // The total counts the decided requests until the queue has loaded again without them.
  const total = Math.max(0, (query.data?.pages[0]?.total ?? 0) - (loaded.length - items.length));

  const onOutcome = (id: number) => (next: DecisionOutcome) => {
    setOutcome(next);
    // A refused decision (decided elsewhere, bazaar full) leaves the request as the reload shows it.
    if (!next.problem) setDecided((current) => new Set(current).add(id));
  };

  return (
    <ListPage title={t('title')} lead={t('lead')} outcome={outcome}>
      <ListBody
        query={query}
        loading={
          <List aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((n) => (
              <Item key={n}>
                <Skeleton $height="4.5rem" />
              </Item>
            ))}
          </List>
        }
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        empty={t('empty')}
        shown={items.length}
        total={total}
      >
        <List aria-label={t('listLabel', { count: total })}>
          {items.map((participation) => {
            const { owner, event } = participation;
            const name = `${owner.firstName} ${owner.lastName}`;
            return (
              <Item key={participation.id} aria-label={name}>
                <About>
                  <h2>
                    <bdi>{name}</bdi>
                  </h2>
                  <p>
                    {t('forEvent')}{' '}
                    <Link to={adminPaths.event(event.id)} dir="auto">
                      {event.name}
                    </Link>
                  </p>
                  <Muted>{t('askedOn', { date: formatDate(participation.createdAt, language) })}</Muted>
                  {participation.note ? (
                    <NoteText>
                      {t('note')} <bdi>{participation.note}</bdi>
                    </NoteText>
                  ) : (
                    <Muted>{t('noNote')}</Muted>
                  )}
                </About>
                <DecisionActions participation={participation} onOutcome={onOutcome(participation.id)} />
              </Item>
            );
          })}
        </List>
      </ListBody>
    </ListPage>
  );
}
