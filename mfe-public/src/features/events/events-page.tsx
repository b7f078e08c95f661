import { useEventsInfinite } from '@rowad/shared/query';
import { useDocumentTitle } from '@rowad/shared/ui';
import { LIST_PAGE_SIZE } from '@rowad/shared/first-load';
import { CataloguePage } from '../../components/catalogue-page';
import { EventCard } from '../../components/event-card';
import { useListSearch } from '../../components/use-list-search';
import { useRemoteMessages } from '../../messages';
import { useEventsMessages } from './messages';

/** SPEC "Events list" (/allevents): searchable by name, filterable by category, paged. */
export default function EventsPage() {
  const title = useRemoteMessages();
  const t = useEventsMessages();
  useDocumentTitle(title('eventsTitle'));
  const search = useListSearch();
  const query = useEventsInfinite({
    limit: LIST_PAGE_SIZE,
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
  });
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
