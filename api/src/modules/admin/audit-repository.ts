import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';

export interface AuditEntry {
  adminId: number;
  action: string;
  subjectType: AuditLogTable['subject_type'];
  subjectId: number;
  reason?: string | null;
  details?: unknown;
}

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

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async list(limit: number, afterId?: number) {
    let query = this.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) query = query.where('id', '<', afterId);
    const rows = await query.execute();
    return {
      rows: rows.slice(0, limit).map((row) => ({
        id: row.id,
        adminId: row.admin_id,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        reason: row.reason,
        details: row.details === null ? null : (JSON.parse(row.details) as unknown),
        createdAt: row.created_at,
      })),
      nextAfterId: rows.length > limit ? rows[limit - 1]?.id : undefined,
    };
  }
}
