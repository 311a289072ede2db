import type { AdminLogAction, AdminLogTargetKind } from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso, toDbJson } from '../../db/values';
import { insertAdminLog } from './repository';

/** Who acts and from where: the signed-in caller (or nobody) and the client's address. */
export interface AuditContext {
  actorId: string | null;
  ip: string | null;
}

/** The context of a request (behind a trusted proxy Fastify's `request.ip` is the forwarded address). */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return { actorId: request.user?.user.id ?? null, ip: request.ip || null };
}

/** The context of what the system does itself (a scheduled job, the seed). */
export const SYSTEM_AUDIT: AuditContext = { actorId: null, ip: null };

export interface AuditRecord {
  action: AdminLogAction;
  target: { kind: AdminLogTargetKind; id?: string | null; label: string };
  /** The values before and after the act; never a password or a token. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes entries of the audit log (issue 30 §2). Pass the transaction of the act, so the entry stands or
 * falls with it; several records of one act are one insert. Any module may call it.
 */
export async function recordAudit(
  db: Kysely<DB>,
  context: AuditContext,
  ...records: AuditRecord[]
): Promise<void> {
  const createdAt = nowIso();
  await insertAdminLog(
    db,
    records.map((record) => ({
      id: newId(),
      action: record.action,
      actorId: context.actorId,
      ip: context.ip,
      targetKind: record.target.kind,
      targetId: record.target.id ?? null,
      targetLabel: record.target.label.slice(0, 200),
      before: record.before ? toDbJson(record.before) : null,
      after: record.after ? toDbJson(record.after) : null,
      createdAt,
    })),
  );
}

/** The fields whose values differ, as before/after objects (only those fields); null when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Runs an act in a transaction and records what it returns to record in the same transaction. */
export async function withAudit<T>(
  db: Kysely<DB>,
  context: AuditContext,
  work: (trx: Kysely<DB>) => Promise<{ result: T; records: AuditRecord[] }>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const { result, records } = await work(trx);
    if (records.length > 0) await recordAudit(trx, context, ...records);
    return result;
  });
}

/**
 * The entry of a record created (`before` undefined) or changed: only the fields that changed, none when
 * nothing did. `fields` names what the log keeps of the record.
 */
export function recordChange<T extends Record<string, unknown>>(
  action: AuditRecord['action'],
  target: AuditRecord['target'],
  before: T | undefined,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditRecord[] {
  const pick = (value: T) => Object.fromEntries(fields.map((field) => [field, value[field]]));
  if (!before) return [{ action, target, after: pick(after) }];
  const changed = changedFields(pick(before), pick(after));
  return changed ? [{ action, target, ...changed }] : [];
}
