// A row's parts (its images, its owner, its counts) built as JSON by the database next to the row,
// so a public page of items is one round trip (docs/decisions.md, "Performance (issue 29)").
import { PostgresAdapter, type Kysely } from 'kysely';
import { jsonArrayFrom as postgresArray, jsonObjectFrom as postgresObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray, jsonObjectFrom as sqliteObject } from 'kysely/helpers/sqlite';

/** json_agg and json_build_object on PostgreSQL, json_group_array and json_object on SQLite. */
export function jsonParts<DB>(db: Kysely<DB>): {
  arrayFrom: typeof sqliteArray;
  objectFrom: typeof sqliteObject;
} {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? { arrayFrom: postgresArray, objectFrom: postgresObject }
    : { arrayFrom: sqliteArray, objectFrom: sqliteObject };
}

/** SQLite's JSON functions answer text, PostgreSQL's json values the driver has parsed. */
export function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
