import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

// Lists, reviews and participation (issue 4). JSON values (categories, contact, image variants,
// revision data) are text in both databases and parsed by the repositories.
export function projectsEventsMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      // The public copy of a project lives here; the owner's working copy in project_revisions.
      await db.schema
        .createTable('projects')
        .addColumn('id', id, pk)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(120)')
        .addColumn('name_folded', 'varchar(120)')
        .addColumn('description', 'text')
        .addColumn('city', 'varchar(80)')
        .addColumn('street', 'varchar(120)')
        .addColumn('categories', 'text')
        .addColumn('contact', 'text')
        .addColumn('published_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('projects_owner_idx').on('projects').column('owner_id').execute();
      await db.schema
        .createIndex('projects_published_idx')
        .on('projects')
        .columns(['published_at', 'id'])
        .execute();

      await db.schema
        .createTable('project_revisions')
        .addColumn('id', id, pk)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) =>
          c.notNull().check(sql`state in ('pending', 'approved', 'rejected', 'superseded')`),
        )
        .addColumn('reason', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('decided_at', 'varchar(30)')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('project_revisions_project_idx')
        .on('project_revisions')
        .columns(['project_id', 'id'])
        .execute();
      await db.schema
        .createIndex('project_revisions_state_idx')
        .on('project_revisions')
        .columns(['state', 'id'])
        .execute();

      await db.schema
        .createTable('project_images')
        .addColumn('id', id, pk)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('url', 'varchar(300)', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('is_cover', 'integer', (c) => c.notNull().defaultTo(0))
        // 0 until an admin approves the project with it: the public sees live images only.
        .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_images_project_idx')
        .on('project_images')
        .columns(['project_id', 'id'])
        .execute();

      await db.schema
        .createTable('events')
        .addColumn('id', id, pk)
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('name_folded', 'varchar(120)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'varchar(80)', (c) => c.notNull())
        .addColumn('street', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('virtual', 'physical')`))
        .addColumn('capacity', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('event_images')
        .addColumn('id', id, pk)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('url', 'varchar(300)', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('is_cover', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('event_images_event_idx')
        .on('event_images')
        .columns(['event_id', 'id'])
        .execute();

      await db.schema
        .createTable('participations')
        .addColumn('id', id, pk)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(10)', (c) =>
          c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`),
        )
        .addColumn('note', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('decided_at', 'varchar(30)')
        .addUniqueConstraint('participations_event_owner_unique', ['event_id', 'owner_id'])
        .execute();
      await db.schema
        .createIndex('participations_status_idx')
        .on('participations')
        .columns(['status', 'id'])
        .execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', id, pk)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate between 1 and 5`))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_project_idx')
        .on('comments')
        .columns(['project_id', 'id'])
        .execute();

      await db.schema
        .createTable('info_requests')
        .addColumn('id', id, pk)
        .addColumn('investor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('info_requests_pair_idx')
        .on('info_requests')
        .columns(['investor_id', 'owner_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', id, pk)
        .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        .addColumn('subject_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('details', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_subject_idx')
        .on('audit_log')
        .columns(['subject_type', 'subject_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'audit_log',
        'info_requests',
        'comments',
        'participations',
        'event_images',
        'events',
        'project_images',
        'project_revisions',
        'projects',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
