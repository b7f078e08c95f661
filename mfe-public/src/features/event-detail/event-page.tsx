import { useEffect } from 'react';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { QueryState, useEvent } from '@rowad/shared/query';
import { useParams } from '@rowad/shared/routing';
import type { Event } from '@rowad/shared/schemas';
import { useDocumentTitle } from '@rowad/shared/ui';
import { PICTURE_SIZES } from '@rowad/shared/first-load';
import { countTaps, sendView } from '@rowad/shared/taps';
import { CategoryBadges } from '../../components/category-badges';
import {
  DetailColumns,
  DetailFrame,
  DetailHeader,
  DetailMain,
  DetailSkeleton,
  Fact,
  FactsCard,
  Prose,
} from '../../components/detail-layout';
import { EventStatusBadge } from '../../components/event-status-badge';
import { Gallery } from '../../components/gallery';
import { DetailProblem, NotFoundText, pathId } from '../../components/detail-problem';
import { ReportControl } from '../../components/report/report-control';
import { useRemoteMessages } from '../../messages';
import { useEventDetailMessages } from './messages';
import { Participation, placesText } from './participation';

// Arabic separates with its own comma.
const COMMA = { en: ', ', ar: '، ' } as const;

function EventView({ event }: { event: Event }) {
  const t = useEventDetailMessages();
  const language = useLanguageStore((state) => state.language);
  useDocumentTitle(event.name);
  // Its views and contact taps, for the owner's insights (issue 30).
  useEffect(() => {
    countTaps();
    sendView('event', event.id);
  }, [event.id]);
  // docs/product.md: street then city, the street left out when blank. The API sends the cover first.
  const address = [event.street, event.city].filter((part) => part.trim() !== '').join(COMMA[language]);
  const places = placesText(event, t);
  const cover = Math.max(
    event.images.findIndex((image) => image.isCover),
    0,
  );
  return (
    <DetailFrame>
      <DetailHeader>
        <h1>{event.name}</h1>
        <ReportControl kind="event" id={event.id} authorId={null} />
      </DetailHeader>
      <DetailColumns>
        <DetailMain>
          <Gallery pictures={event.images} name={event.name} startAt={cover} sizes={PICTURE_SIZES.detail} />
          {event.description && (
            <section>
              <h2>{t('about')}</h2>
              <Prose>{event.description}</Prose>
            </section>
          )}
        </DetailMain>
        {/* 'Add to calendar' taps are counted (issue 30, @rowad/shared/taps). */}
        <FactsCard aria-label={t('details')} data-tap-item={`event:${event.id}`}>
          <Participation event={event} />
          <Fact>
            <h2>{t('status')}</h2>
            <p>
              <EventStatusBadge status={event.status} />
            </p>
          </Fact>
          <Fact>
            <h2>{t('starts')}</h2>
            <p>{formatDate(event.startDate, language)}</p>
          </Fact>
          <Fact>
            <h2>{t('ends')}</h2>
            <p>{formatDate(event.endDate, language)}</p>
          </Fact>
          {address && (
            <Fact>
              <h2>{t('address')}</h2>
              <p>{address}</p>
            </Fact>
          )}
          <Fact>
            <h2>{t('kind')}</h2>
            <p>{t(event.kind)}</p>
          </Fact>
          {places && (
            <Fact>
              <h2>{t('capacity')}</h2>
              <p>{places}</p>
            </Fact>
          )}
          {event.categories.length > 0 && (
            <Fact>
              <h2>{t('categories')}</h2>
              <CategoryBadges categories={event.categories} list="events" label={t('categories')} />
            </Fact>
          )}
        </FactsCard>
      </DetailColumns>
    </DetailFrame>
  );
}

function LoadedEvent({ id }: { id: number }) {
  const title = useRemoteMessages();
  const t = useEventDetailMessages();
  const query = useEvent(id);
  if (query.status === 'success') return <EventView event={query.data} />;
  if (query.status === 'pending') return <DetailSkeleton label={t('loading')} />;
  return (
    <DetailProblem title={title('eventTitle')}>
      <QueryState query={query} screen="event">
        {() => null}
      </QueryState>
    </DetailProblem>
  );
}

/** docs/product.md §2 "Event detail" (/event/{id}). */
export default function EventPage() {
  const title = useRemoteMessages();
  const id = pathId(useParams().id);
  if (id === undefined) return <NotFoundText title={title('eventTitle')} screen="event" />;
  return <LoadedEvent id={id} />;
}
