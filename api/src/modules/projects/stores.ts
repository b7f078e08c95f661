import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ProjectImageRepository } from './image-repository.js';
import { ProjectRepository } from './project-repository.js';
import { RevisionRepository } from './revision-repository.js';

/** The repositories of the projects module on one database: the only code that touches its tables. */
export interface ProjectStores {
  projects: ProjectRepository;
  revisions: RevisionRepository;
  images: ProjectImageRepository;
}

export function projectStores(db: Kysely<Database>): ProjectStores {
  return {
    projects: new ProjectRepository(db),
    revisions: new RevisionRepository(db),
    images: new ProjectImageRepository(db),
  };
}
