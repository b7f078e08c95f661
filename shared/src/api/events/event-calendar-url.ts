import { segment } from '../request';

/**
 * GET /events/{id}/calendar.ics, as an address for a link: the browser downloads the file
 * itself (an "Add to calendar" link), so nothing is called or parsed here.
 */
export function eventCalendarUrl(id: number): string {
  return `/api/events/${segment(id)}/calendar.ics`;
}
