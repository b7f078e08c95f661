import { useParams } from '@rowad/shared/routing';
import { EditEventPage } from './event-screens/edit-event-page';
import { NewEventPage } from './event-screens/new-event-page';
import { NotFoundPage } from './event-screens/not-found-page';

export type { DeletedState } from './event-screens/page-parts';

/**
 * `/admin/bazaars/new` (the form, then the new bazaar's page) and `/admin/bazaars/:id` (the form
 * with the bazaar's values, its images, its requests to take part, and deleting it).
 */
export default function EventPage() {
  const { id } = useParams();
  if (id === undefined || id === 'new') return <NewEventPage />;
  const eventId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(eventId) || eventId <= 0) return <NotFoundPage />;
  return <EditEventPage key={eventId} eventId={eventId} />;
}
