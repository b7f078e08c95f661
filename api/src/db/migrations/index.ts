import type { Migration, MigrationProvider } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { accountsMigration } from './001-accounts.js';
import { projectsEventsMigration } from './002-projects-events.js';
import { oneRatingPerUserMigration } from './003-one-rating-per-user.js';
import { contactMessagesMigration } from './004-contact-messages.js';
import { categoriesFoldedMigration } from './005-categories-folded.js';
import { usersNameFoldedMigration } from './006-users-name-folded.js';
import { accountDisablingMigration } from './007-account-disabling.js';
import { mailOutboxMigration } from './008-mail-outbox.js';
import { sentMailBodiesMigration } from './009-sent-mail-bodies.js';
import { secondFactorMigration } from './010-second-factor.js';
import { releasesMigration } from './011-releases.js';
import { insightsMigration } from './013-insights.js';
import { reportsMigration } from './012-reports.js';

/**
 * Every migration, in order. Listed in code rather than read from a folder, so the bundled
 * server carries them; one set serves both databases (the dialect picks column types).
 */
export function migrationProvider(dialect: DatabaseDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-accounts': accountsMigration(dialect),
    '002-projects-events': projectsEventsMigration(dialect),
    '003-one-rating-per-user': oneRatingPerUserMigration(),
    '004-contact-messages': contactMessagesMigration(dialect),
    '005-categories-folded': categoriesFoldedMigration(),
    '006-users-name-folded': usersNameFoldedMigration(),
    '007-account-disabling': accountDisablingMigration(),
    '008-mail-outbox': mailOutboxMigration(dialect),
    '009-sent-mail-bodies': sentMailBodiesMigration(),
    '010-second-factor': secondFactorMigration(dialect),
    '011-releases': releasesMigration(dialect),
    '013-insights': insightsMigration(dialect),
    '012-reports': reportsMigration(dialect),
  };
  return { getMigrations: async () => migrations };
}
