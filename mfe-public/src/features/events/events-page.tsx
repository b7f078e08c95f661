import { useEventsInfinite } from '@rowad/shared/query';
import { useDocumentTitle } from '@rowad/shared/ui';
import { publicCalls } from '@rowad/shared/first-load';
import { CataloguePage } from '../../components/catalogue-page';
import { EventCard } from '../../components/event-card';
import { useListSearch } from '../../components/use-list-search';
import { useRemoteMessages } from '../../messages';
import { useEventsMessages } from './messages';

/** docs/product.md §2 "Events list" (/allevents): searchable by name, filterable by category, paged. */
export default function EventsPage() {
  const title = useRemoteMessages();
  const t = useEventsMessages();
  useDocumentTitle(title('eventsTitle'));
  const search = useListSearch();
  // The call the server answers ahead with the page (@rowad/shared/pages): the same declaration.
  const query = useEventsInfinite(publicCalls.events({ q: search.q, category: search.category }).query);
  return (
    <CataloguePage
      title={title('eventsTitle')}
      screen="events"
      search={search}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      query={query}
      keyOf={(event) => event.id}
      card={(event, first) => <EventCard event={event} priority={first} />}
    />
  );
}
