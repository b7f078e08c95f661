import type { AuditEntry as AuditEntryView, AuditSubject } from '@rowad/shared/schemas';
import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';
import { pageOf, type Page } from '../../http/paging.js';

export interface AuditEntry {
  /** The admin who decided; null for a CI job with the release token (details say so). */
  adminId: number | null;
  action: string;
  subjectType: AuditLogTable['subject_type'];
  subjectId: number;
  reason?: string | null;
  details?: unknown;
}

/** Which entries a page of the log shows: about one kind of item, by one admin. */
export interface AuditFilter {
  kind?: AuditSubject | undefined;
  adminId?: number | undefined;
}

/** An entry as listed, before its subject is named. */
export type ListedAuditEntry = Omit<AuditEntryView, 'subjectName'>;

/** Every admin decision, kept: who decided what about which item, when and why. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): AuditRepository {
    return new AuditRepository(trx);
  }

  async record(entry: AuditEntry, now = new Date().toISOString()): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        admin_id: entry.adminId,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        reason: entry.reason ?? null,
        details: entry.details === undefined ? null : JSON.stringify(entry.details),
        created_at: now,
      })
      .execute();
  }

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('audit_log as a');
    if (filter.kind) query = query.where('a.subject_type', '=', filter.kind);
    if (filter.adminId !== undefined) query = query.where('a.admin_id', '=', filter.adminId);
    return query;
  }

  async count(filter: AuditFilter = {}): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of the entries, newest first, each with its admin's name (null once the account is gone). */
  async list(filter: AuditFilter, limit: number, afterId?: number): Promise<Page<ListedAuditEntry>> {
    let query = this.filtered(filter)
      .leftJoin('users as u', 'u.id', 'a.admin_id')
      .selectAll('a')
      .select(['u.id as adminUserId', 'u.first_name', 'u.last_name'])
      .orderBy('a.id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) query = query.where('a.id', '<', afterId);
    const [rows, total] = await Promise.all([query.execute(), this.count(filter)]);
    return pageOf(rows, limit, total, (row) => ({
      id: row.id,
      admin:
        row.adminUserId === null
          ? null
          : { id: row.adminUserId, firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      reason: row.reason,
      details: row.details === null ? null : (JSON.parse(row.details) as unknown),
      createdAt: row.created_at,
    }));
  }
}
