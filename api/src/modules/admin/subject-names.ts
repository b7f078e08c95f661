import type { AuditSubject } from '@rowad/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RevisionRepository } from '../projects/revision-repository.js';

type Names = Map<number, string>;

/** The ids of one kind of subject among the entries. */
function idsOf(entries: readonly { subjectType: AuditSubject; subjectId: number }[], kind: AuditSubject) {
  return [...new Set(entries.filter((entry) => entry.subjectType === kind).map((entry) => entry.subjectId))];
}

async function projectNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  const names: Names = new Map();
  if (ids.length === 0) return names;
  const rows = await db.selectFrom('projects').select(['id', 'name']).where('id', 'in', ids).execute();
  // A project never approved has no public name: its newest version's name then.
  const unnamed = rows.filter((row) => !row.name).map((row) => row.id);
  const revisions = await new RevisionRepository(db).latestRevisions(unnamed);
  for (const row of rows) {
    const name = row.name || revisions.get(row.id)?.data.name;
    if (name) names.set(row.id, name);
  }
  return names;
}

async function eventNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('events').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function userNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
}

/** A request to take part is named by its event. */
async function participationNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('participations as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.id', 'e.name'])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A contact message is named by its sender. */
async function contactNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contact_messages')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A mail (one the admin queued again) is named by its recipient. */
async function mailNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('mail_outbox').select(['id', 'to']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.to]));
}

/** A release is named by its remote and entry: "mfe_public https://cdn.example/public/v2/remoteEntry.js". */
async function releaseNames(db: Kysely<Database>, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('releases')
    .select(['id', 'remote', 'entry'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.remote} ${row.entry}`]));
}

const NAMERS: Record<AuditSubject, ((db: Kysely<Database>, ids: number[]) => Promise<Names>) | undefined> = {
  project: projectNames,
  event: eventNames,
  user: userNames,
  participation: participationNames,
  contact: contactNames,
  mail: mailNames,
  release: releaseNames,
  // A comment has no name of its own, and a deleted one is gone.
  comment: undefined,
  // A decision on a report names its item's kind and title in its details (the id alone is ambiguous).
  report: undefined,
};

/** A decision on a report is named by its item's title as it was (reports/service.ts `details.title`). */
function reportTitle(entry: object): string | null {
  const details = (entry as { details?: unknown }).details as { title?: unknown } | null | undefined;
  const title = details?.title;
  return typeof title === 'string' && title !== '' ? title : null;
}

/**
 * Names the subjects of a page of audit entries, a query per kind of subject present: the name
 * the item has now, or null when it is gone (or has none).
 */
export class SubjectNames {
  constructor(private readonly db: Kysely<Database>) {}

  async of<E extends { subjectType: AuditSubject; subjectId: number }>(
    entries: readonly E[],
  ): Promise<(E & { subjectName: string | null })[]> {
    const kinds = Object.keys(NAMERS) as AuditSubject[];
    const names = new Map(
      await Promise.all(
        kinds.map(async (kind) => {
          const namer = NAMERS[kind];
          const ids = idsOf(entries, kind);
          return [
            kind,
            namer && ids.length > 0 ? await namer(this.db, ids) : new Map<number, string>(),
          ] as const;
        }),
      ),
    );
    return entries.map((entry) => ({
      ...entry,
      subjectName:
        entry.subjectType === 'report'
          ? reportTitle(entry)
          : (names.get(entry.subjectType)?.get(entry.subjectId) ?? null),
    }));
  }
}
