import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TotalCountCache } from '../../http/total-count-cache.js';
import { ProjectImageRepository } from './image-repository.js';
import { ProjectRepository } from './project-repository.js';
import { projectTotals } from './records.js';
import { RevisionRepository } from './revision-repository.js';

/** The repositories of the projects module on one database: the only code that touches its tables. */
export interface ProjectStores {
  projects: ProjectRepository;
  revisions: RevisionRepository;
  images: ProjectImageRepository;
  /** These repositories on a transaction (`MailOutbox.transaction`): their calls join it, their writes clear the same totals. */
  in(trx: Kysely<Database>): ProjectStores;
}

export function projectStores(
  db: Kysely<Database>,
  totals: TotalCountCache = projectTotals(db),
): ProjectStores {
  return {
    projects: new ProjectRepository(db, totals),
    revisions: new RevisionRepository(db, totals),
    images: new ProjectImageRepository(db),
    in: (trx) => projectStores(trx, totals),
  };
}
