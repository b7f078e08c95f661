import type { ProjectContact, ProjectInput } from '@rowad/shared/schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Language, RevisionState } from '../../db/schema.js';
import { TotalCountCache } from '../../http/total-count-cache.js';

// The rows the projects repositories answer, and how they are read from the tables.

/** What a revision stores: the fields the owner edits. */
export type ProjectData = ProjectInput;

export interface ProjectRow {
  id: number;
  ownerId: number;
  publishedAt: string | null;
  /** Set while hidden from the public by reports or an admin (issue 31). */
  hiddenAt?: string | null;
  /** The public copy; null before a first approval. */
  data: ProjectData | null;
}

export interface ImageRow {
  id: number;
  projectId: number;
  storageKey: string;
  url: string;
  variants: { width: number; url: string }[];
  isCover: boolean;
  live: boolean;
}

export interface RevisionRow {
  id: number;
  projectId: number;
  data: ProjectData;
  state: RevisionState;
  reason: string | null;
  createdAt: string;
}

export interface OwnerName {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

const EMPTY_CONTACT: ProjectContact = { email: '', website: '', whatsapp: '', phones: [], pages: [] };

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type ProjectsTableRow = Selectable<Database['projects']>;

function publicData(row: ProjectsTableRow): ProjectData | null {
  if (row.name === null) return null;
  return {
    name: row.name,
    description: row.description ?? '',
    city: row.city ?? '',
    street: row.street ?? '',
    categories: parseJson<string[]>(row.categories, []),
    contact: { ...EMPTY_CONTACT, ...parseJson<Partial<ProjectContact>>(row.contact, {}) },
  };
}

export function toProject(row: ProjectsTableRow): ProjectRow {
  return {
    id: row.id,
    ownerId: row.owner_id,
    publishedAt: row.published_at,
    hiddenAt: row.hidden_at,
    data: publicData(row),
  };
}

export function toImage(row: Selectable<Database['project_images']>): ImageRow {
  return {
    id: row.id,
    projectId: row.project_id,
    storageKey: row.storage_key,
    url: row.url,
    variants: parseJson<{ width: number; url: string }[]>(row.variants, []),
    isCover: Number(row.is_cover) === 1,
    live: Number(row.live) === 1,
  };
}

export function toRevision(row: Selectable<Database['project_revisions']>): RevisionRow {
  return {
    id: row.id,
    projectId: row.project_id,
    data: parseJson<ProjectData>(row.data, {
      name: '',
      description: '',
      city: '',
      street: '',
      categories: [],
      contact: EMPTY_CONTACT,
    }),
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at,
  };
}

// One cache per database, shared by every repository on it, so a write clears what a list read.
const totalsByDatabase = new WeakMap<Kysely<Database>, TotalCountCache>();

/** The public list totals of this database. */
export function projectTotals(db: Kysely<Database>): TotalCountCache {
  let shared = totalsByDatabase.get(db);
  if (!shared) totalsByDatabase.set(db, (shared = new TotalCountCache()));
  return shared;
}
