import type { FastifyBaseLogger } from 'fastify';
import { foldForSearch } from '@rowad/shared/search';
import {
  EVENT_IMAGES_MAX,
  eventStatus,
  hebronToday,
  type AdminParticipation,
  type Event,
  type EventImage,
  EventInputSchema,
  type EventInput,
  type EventPatch,
  type EventStatus,
  type Participation,
} from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import { GALLERY_IMAGE_LIMITS, processImage, type ImageSource } from '../../images/process-image.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { MailOutbox } from '../../mail/outbox.js';
import type { ImageStorage, StoredImage } from '../../plugins/storage.js';
import type { AuditRepository } from '../admin/audit-repository.js';
import { eventCalendar } from './calendar.js';
import { participationDecisionMail } from './emails.js';
import {
  isUniqueViolation,
  type EventImageRecord,
  type EventRecord,
  type EventValues,
  type ParticipationRecord,
} from './event-records.js';
import type { EventRepository } from './repository.js';

/** The images one event may have, as the admin's page checks before sending. */
export const MAX_IMAGES_PER_EVENT = EVENT_IMAGES_MAX;

export const EVENT_ERRORS = {
  notFound: 'Event not found',
  ownersOnly: 'Only business owners can take part in bazaars.',
  ended: 'This event has already ended.',
  already: 'You have already registered for this event.',
  full: 'This event is full.',
  noParticipation: 'You have not registered for this event.',
  participationNotFound: 'Participation request not found',
  decided: 'This request has already been decided.',
  imageNotFound: 'Image not found',
  tooManyImages: `An event has at most ${MAX_IMAGES_PER_EVENT} images.`,
} as const;

/** What an audit entry about an event says; the admin and the subject's kind are added. */
interface EventAudit {
  action:
    | 'event.created'
    | 'event.updated'
    | 'event.deleted'
    | 'event.images-added'
    | 'event.images-deleted'
    | 'event.cover-set';
  subjectId: number;
  details: unknown;
}

/**
 * The fields that differ, each with its value before and after (null for a side that does not
 * exist: a created or deleted event), as a project's review shows its changes.
 */
export function changesOf(
  before: EventValues | null,
  after: EventValues | null,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const fields = Object.keys(after ?? before ?? {}) as (keyof EventValues)[];
  for (const field of fields) {
    const old = before === null ? null : before[field];
    const now = after === null ? null : after[field];
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { before: old, after: now };
  }
  return changes;
}

function toImage(image: EventImageRecord): EventImage {
  return { id: image.id, imageUrl: image.url, isCover: image.isCover, variants: image.variants };
}

function toAdminParticipation(participation: ParticipationRecord): AdminParticipation {
  return {
    id: participation.id,
    event: { id: participation.eventId, name: participation.eventName },
    owner: {
      id: participation.ownerId,
      firstName: participation.firstName,
      lastName: participation.lastName,
    },
    status: participation.status,
    note: participation.note,
    reason: participation.reason,
    createdAt: participation.createdAt,
    decidedAt: participation.decidedAt,
  };
}

export interface EventServiceDeps {
  events: EventRepository;
  audit: AuditRepository;
  storage: ImageStorage;
  /** The decision's mail is queued in the decision's transaction. */
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  /** The clock; tests may pin it. */
  now?: () => Date;
  /** The site's public address (no trailing slash): the calendar file links to the event's page. */
  publicUrl?: string;
}

export class EventService {
  private readonly now: () => Date;

  constructor(private readonly deps: EventServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** `accepted` is how many requests the admins accepted (for the places left). */
  private toEvent(event: EventRecord, images: EventImageRecord[], accepted: number): Event {
    return {
      ...event,
      images: images.map(toImage),
      status: eventStatus(event.startDate, event.endDate, this.now()),
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - accepted),
    };
  }

  /** `publicOnly`: a hidden bazaar (issue 31) is not found, as for the public; the admin's calls see it. */
  private async find(id: number, publicOnly = false): Promise<EventRecord> {
    const event = await this.deps.events.find(id, publicOnly);
    if (!event) throw new ApiError(404, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
    return event;
  }

  async list(query: {
    q: string | undefined;
    limit: number;
    afterId: number | undefined;
    status: EventStatus | undefined;
    category?: string | undefined;
  }): Promise<Page<Event>> {
    const q = query.q === undefined ? '' : foldForSearch(query.q);
    const page = await this.deps.events.list(
      {
        ...(q === '' ? {} : { q }),
        ...(query.category ? { category: query.category } : {}),
        ...(query.status ? { status: { today: hebronToday(this.now()), value: query.status } } : {}),
      },
      query.limit,
      query.afterId,
    );
    return {
      items: page.items.map((view) => this.toEvent(view.event, view.images, view.accepted)),
      total: page.total,
      nextAfterId: page.nextAfterId,
    };
  }

  /** The bazaar as the public sees it; `publicOnly` false for the admin's answers after an edit. */
  async get(id: number, publicOnly = true): Promise<Event> {
    const view = await this.deps.events.findView(id, publicOnly);
    if (!view) throw new ApiError(404, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
    return this.toEvent(view.event, view.images, view.accepted);
  }

  /** GET /events/{id}/calendar.ics: the event as an iCalendar file. */
  async calendar(id: number): Promise<string> {
    return eventCalendar(await this.get(id), { publicUrl: this.deps.publicUrl, now: this.now() });
  }

  /** The event's fields as stored (none when it is missing), read on `events` (a transaction's). */
  private async valuesOf(events: EventRepository, id: number): Promise<EventValues> {
    const found = await events.find(id);
    if (!found) throw new ApiError(404, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
    const { name, description, city, street, startDate, endDate, categories, kind, capacity } = found;
    return { name, description, city, street, startDate, endDate, categories, kind, capacity };
  }

  /**
   * Runs a change of an event with its audit entry in one transaction: both are kept or neither
   * (issue 28 Low 7). `change` answers what the entry records; null records nothing.
   */
  private async audited<T>(
    admin: AuthUser,
    change: (events: EventRepository) => Promise<{ result: T; entry: EventAudit | null }>,
  ): Promise<T> {
    return this.deps.outbox.transaction(async (trx) => {
      const { result, entry } = await change(this.deps.events.in(trx));
      if (entry) {
        await this.deps.audit
          .in(trx)
          .record({ adminId: admin.id, subjectType: 'event', ...entry }, this.now().toISOString());
      }
      return result;
    });
  }

  async create(admin: AuthUser, input: EventInput): Promise<Event> {
    const id = await this.audited(admin, async (events) => {
      const created = await events.create(input, this.now().toISOString());
      const changes = changesOf(null, await this.valuesOf(events, created));
      return {
        result: created,
        entry: { action: 'event.created', subjectId: created, details: { changes } },
      };
    });
    return this.get(id);
  }

  /** The fields sent replace the stored ones, and the whole is checked again (the dates' order too). */
  async update(admin: AuthUser, id: number, patch: EventPatch): Promise<Event> {
    await this.audited(admin, async (events) => {
      const before = await this.valuesOf(events, id);
      await events.update(id, EventInputSchema.parse({ ...before, ...patch }), this.now().toISOString());
      const changes = changesOf(before, await this.valuesOf(events, id));
      return { result: undefined, entry: { action: 'event.updated', subjectId: id, details: { changes } } };
    });
    return this.get(id, false);
  }

  async delete(admin: AuthUser, id: number): Promise<void> {
    const keys = await this.audited(admin, async (events) => {
      const changes = changesOf(await this.valuesOf(events, id), null);
      const removed = await events.delete(id);
      return { result: removed, entry: { action: 'event.deleted', subjectId: id, details: { changes } } };
    });
    // After the commit: a rolled-back delete keeps its files.
    await this.deleteFiles(keys);
  }

  private async deleteFiles(keys: string[]): Promise<void> {
    // The records are gone already: a file left behind is only disk space, so it is logged, not raised.
    for (const key of keys) {
      await this.deps.storage.delete(key).catch((error: unknown) => {
        this.deps.log.warn({ err: error, key }, 'could not delete an event image');
      });
    }
  }

  /** Every file is decoded before anything is stored: one unreadable file stores none. */
  async addImages(admin: AuthUser, id: number, files: ImageSource[]): Promise<Event['images']> {
    await this.find(id);
    const count = await this.deps.events.countImages(id);
    if (count + files.length > MAX_IMAGES_PER_EVENT)
      throw new ApiError(400, 'TOO_MANY_IMAGES', EVENT_ERRORS.tooManyImages);
    const processed = [];
    for (const file of files) processed.push(await processImage(file, GALLERY_IMAGE_LIMITS));
    const stored: StoredImage[] = [];
    let ids: number[];
    try {
      for (const image of processed) stored.push(await this.deps.storage.saveImage(image, 'events'));
      // Files without their rows (the database away, the audit entry refused) are removed, not
      // left for the sweep.
      ids = await this.audited(admin, async (events) => {
        const added = await events.addImages(id, stored, this.now().toISOString());
        return {
          result: added,
          entry: { action: 'event.images-added', subjectId: id, details: { imageIds: added } },
        };
      });
    } catch (error) {
      await this.deleteFiles(stored.map((image) => image.key));
      throw error;
    }
    const images = (await this.deps.events.imagesOf([id])).get(id) ?? [];
    return images.filter((image) => ids.includes(image.id)).map(toImage);
  }

  async deleteImages(admin: AuthUser, id: number, imageIds: number[]): Promise<void> {
    await this.find(id);
    const removed = await this.audited(admin, async (events) => {
      const gone = await events.deleteImages(id, imageIds);
      const details = { imageIds: gone.map((image) => image.id) };
      return {
        result: gone,
        entry: gone.length === 0 ? null : { action: 'event.images-deleted', subjectId: id, details },
      };
    });
    // After the commit: a rolled-back removal keeps its files.
    await this.deleteFiles(removed.map((image) => image.key));
  }

  async setCover(admin: AuthUser, id: number, imageId: number): Promise<void> {
    await this.find(id);
    const found = await this.audited(admin, async (events) => {
      const cover = await events.setCover(id, imageId);
      const details = { before: cover?.before, after: imageId };
      return {
        result: cover !== undefined,
        entry: cover === undefined ? null : { action: 'event.cover-set', subjectId: id, details },
      };
    });
    if (!found) throw new ApiError(404, 'IMAGE_NOT_FOUND', EVENT_ERRORS.imageNotFound);
  }

  async participate(user: AuthUser, eventId: number, note: string | undefined): Promise<Participation> {
    if (user.role !== 'owner') throw new ApiError(403, 'FORBIDDEN', EVENT_ERRORS.ownersOnly);
    const found = await this.deps.events.findForParticipation(eventId, user.id);
    if (!found) throw new ApiError(404, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
    const { event, asked, accepted } = found;
    if (eventStatus(event.startDate, event.endDate, this.now()) === 'past') {
      throw new ApiError(409, 'EVENT_ENDED', EVENT_ERRORS.ended);
    }
    if (asked) throw new ApiError(409, 'ALREADY_PARTICIPATING', EVENT_ERRORS.already);
    if (event.capacity !== null && accepted >= event.capacity) {
      throw new ApiError(409, 'EVENT_FULL', EVENT_ERRORS.full);
    }
    try {
      await this.deps.events.createParticipation(eventId, user.id, note ?? null, this.now().toISOString());
    } catch (error) {
      // Two requests of one owner at once: the unique constraint lets one through.
      if (isUniqueViolation(error)) throw new ApiError(409, 'ALREADY_PARTICIPATING', EVENT_ERRORS.already);
      throw error;
    }
    return { status: 'pending', reason: null };
  }

  /** The owner's request: its state and, once rejected, the admin's reason (null otherwise). */
  async myParticipation(user: AuthUser, eventId: number): Promise<Participation> {
    await this.find(eventId);
    const found = await this.deps.events.findParticipationOf(eventId, user.id);
    if (!found) throw new ApiError(404, 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.noParticipation);
    return { status: found.status, reason: found.status === 'rejected' ? found.reason : null };
  }

  async participationsOf(eventId: number, limit: number, afterId: number | undefined) {
    await this.find(eventId);
    const page = await this.deps.events.participationsOf(eventId, limit, afterId);
    return { ...page, items: page.items.map(toAdminParticipation) };
  }

  async reviewQueue(limit: number, afterId: number | undefined) {
    const page = await this.deps.events.pendingParticipations(limit, afterId);
    return { ...page, items: page.items.map(toAdminParticipation) };
  }

  async decide(
    admin: AuthUser,
    participationId: number,
    decision: 'accepted' | 'rejected',
    reason: string | undefined,
  ): Promise<AdminParticipation> {
    const found = await this.deps.events.findParticipation(participationId);
    if (!found) throw new ApiError(404, 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);
    if (found.status !== 'pending') throw new ApiError(409, 'ALREADY_DECIDED', EVENT_ERRORS.decided);
    if (decision === 'accepted') {
      const event = await this.find(found.eventId);
      if (event.capacity !== null && (await this.deps.events.countAccepted(event.id)) >= event.capacity) {
        throw new ApiError(409, 'EVENT_FULL', EVENT_ERRORS.full);
      }
    }
    const now = this.now().toISOString();
    // The decision, its audit entry and the owner's mail are kept together, or none of them; the
    // mail server being down only delays the mail (the owner also sees the decision on the event page).
    await this.deps.outbox.transaction(async (trx, queue) => {
      if (!(await this.deps.events.in(trx).decide(participationId, decision, reason ?? null, now))) {
        throw new ApiError(409, 'ALREADY_DECIDED', EVENT_ERRORS.decided);
      }
      await this.deps.audit.in(trx).record({
        adminId: admin.id,
        action: decision === 'accepted' ? 'participation.accepted' : 'participation.rejected',
        subjectType: 'participation',
        subjectId: participationId,
        reason: reason ?? null,
        details: { eventId: found.eventId, ownerId: found.ownerId },
      });
      await queue({
        to: found.email,
        ...participationDecisionMail(
          found.language,
          found.firstName,
          found.eventName,
          decision,
          reason ?? null,
        ),
      });
    });
    return toAdminParticipation({ ...found, status: decision, reason: reason ?? null, decidedAt: now });
  }
}
