import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import { itemsOf, useEventsInfinite } from '@rowad/shared/query';
import { Link, useLocation, useNavigate, useSearchParams } from '@rowad/shared/routing';
import { EVENT_STATUSES as STATUSES, type Event, type EventStatus } from '@rowad/shared/schemas';
import { Badge, Input, ResponsiveImage, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { PlainList, primaryLinkStyle, Row, Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { FilterSelect, ListBody, ListPage } from '../../components/page-frame';
import type { DeletedState } from './event-page';
import { useEventsMessages } from './messages';
import { STATUS_BADGES } from './status-badge';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

const isStatus = (value: string | null): value is EventStatus =>
  (STATUSES as readonly string[]).includes(value ?? '');

const Top = styled(Row).attrs({ $align: 'center', $spread: true, $gap: 3 })``;

const NewLink = styled(Link)`
  ${primaryLinkStyle}
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
`;

const Filters = styled(Stack).attrs({ $gap: 3 })`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  label {
    display: block;
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const List = styled(PlainList)`
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 160px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => theme.space(4)};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Thumb = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  aspect-ratio: 4 / 3;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  text-align: center;
  padding: 0;
`;

const Body = styled(Stack).attrs({ $gap: 1 })`
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The whole card opens the bazaar; the name stays the one link a screen reader meets. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Facts = styled(Row).attrs({ as: 'p' as const, $gap: [1, 3] as const })`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Badges = styled(Row)``;

/**
 * `/admin/bazaars`: every bazaar, newest first, searched on the server (`?q=`, after a pause in
 * typing) and filtered by status (`?status=`), both kept in the address so a reload or a shared
 * link shows the same list. Each card opens the bazaar's page; 'New bazaar' opens the form.
 */
export default function EventsPage() {
  const t = useEventsMessages();
  useDocumentTitle(t('title'));
  const language = useLanguageStore((state) => state.language);
  const searchId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: a reload or a return to the list later does not say it again.
  const [deleted] = useState(() => ((location.state ?? {}) as DeletedState).deleted);
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const [typed, setTyped] = useState(q);
  // The address changed from elsewhere (the side nav, Back): the box shows its search.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }

  // The address follows the search box after a pause; the list follows the address.
  useEffect(() => {
    const text = typed.trim();
    if (text === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text === '') next.delete('q');
          else next.set('q', text);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const chooseStatus = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (isStatus(value)) next.set('status', value);
      else next.delete('status');
      return next;
    });

  const query = useEventsInfinite({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
  // A failed load is logged once per failure, not at every render.
  useEffect(() => {
    if (query.error) console.error('Loading the bazaars failed', query.error);
  }, [query.error]);
  const items = itemsOf(query.data);
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = q !== '' || status !== undefined;

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      head={
        <Top>
          <h1>{t('title')}</h1>
          <NewLink to={adminPaths.newEvent}>
            <span aria-hidden="true">+</span> {t('newEvent')}
          </NewLink>
        </Top>
      }
      outcome={deleted ? { text: t('deleted', { name: deleted }), problem: false } : null}
      filters={
        <Filters role="search">
          <div>
            <label htmlFor={searchId}>{t('search')}</label>
            <Input
              id={searchId}
              type="search"
              value={typed}
              dir={typed.trim() === '' ? undefined : 'auto'}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <FilterSelect
            label={t('status')}
            value={status ?? ''}
            allLabel={t('statusAll')}
            options={[
              { value: 'upcoming', label: t('statusUpcoming') },
              { value: 'ongoing', label: t('statusOngoing') },
              { value: 'past', label: t('statusPast') },
            ]}
            onChange={chooseStatus}
          />
        </Filters>
      }
    >
      <ListBody
        query={query}
        loading={
          <List aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((n) => (
              <Card key={n}>
                <Skeleton $ratio={4 / 3} />
                <Body>
                  <Skeleton $height="1.25rem" $width="60%" />
                  <Skeleton $height="0.875rem" $width="80%" />
                  <Skeleton $height="0.875rem" $width="40%" />
                </Body>
              </Card>
            ))}
          </List>
        }
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        empty={filtered ? t('emptyFound') : t('empty')}
        shown={items.length}
        total={total}
      >
        <List aria-label={t('listLabel', { count: total })} aria-busy={query.isPlaceholderData || undefined}>
          {items.map((event) => (
            <EventCard key={event.id} event={event} language={language} />
          ))}
        </List>
      </ListBody>
    </ListPage>
  );
}

function EventCard({ event, language }: { event: Event; language: Language }) {
  const t = useEventsMessages();
  const badge = STATUS_BADGES[event.status];
  const cover = event.images.find((image) => image.isCover) ?? event.images[0];
  const places =
    event.capacity === null
      ? t('noCapacity')
      : event.placesLeft === 0
        ? t('full', { capacity: event.capacity })
        : t('capacity', { capacity: event.capacity, left: event.placesLeft ?? 0 });
  return (
    <Card aria-labelledby={`event-${event.id}-name`}>
      <Thumb>
        {cover ? (
          <ResponsiveImage image={cover} alt="" sizes="(min-width: 768px) 160px, 96px" ratio={4 / 3} />
        ) : (
          <span>{t('noCover')}</span>
        )}
      </Thumb>
      <Body>
        <h2 id={`event-${event.id}-name`}>
          <Link to={adminPaths.event(event.id)} dir="auto">
            {event.name}
          </Link>
        </h2>
        <Facts>
          <span>
            {t('dates', {
              start: formatDate(event.startDate, language),
              end: formatDate(event.endDate, language),
            })}
          </span>
          <bdi>{event.city}</bdi>
        </Facts>
        <Badges>
          <Badge $tone={badge.tone}>{t(badge.key)}</Badge>
          <Badge $tone="info">{event.kind === 'virtual' ? t('virtual') : t('physical')}</Badge>
          <Badge $tone={event.placesLeft === 0 ? 'danger' : 'neutral'}>{places}</Badge>
        </Badges>
      </Body>
    </Card>
  );
}
