import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One rating (comment with stars) per user and project (security review, issue 10): duplicates
 * written before are reduced to the newest of each pair (latest updated_at, then highest id), so
 * the unique index can be built. The same statements serve SQLite and PostgreSQL.
 */
export function oneRatingPerUserMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        delete from comments
        where exists (
          select 1 from comments newer
          where newer.project_id = comments.project_id
            and newer.user_id = comments.user_id
            and (
              newer.updated_at > comments.updated_at
              or (newer.updated_at = comments.updated_at and newer.id > comments.id)
            )
        )
      `.execute(db);
      await db.schema
        .createIndex('comments_project_user_unique')
        .on('comments')
        .columns(['project_id', 'user_id'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('comments_project_user_unique').execute();
    },
  };
}
