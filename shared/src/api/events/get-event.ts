import type { Event } from '@rowad/shared/schemas';
import { send } from '../request';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /events/{id}. */
export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return send({ method: 'GET', url: publicCalls.event(id).url, signal });
}
