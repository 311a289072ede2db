import {
  IMPORT_COLUMNS,
  INVITATION_TTL_SECONDS,
  RESET_PASSWORD_PATH,
  translate,
  type ImportKind,
  type ImportResult,
  type Language,
} from '@cppcc/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, toIso } from '../../db/values';
import { recordAudit, type AuditContext } from '../admin-log/record';
import { resetTokenHash } from '../auth/reset-links';
import type { MessageSender, OutgoingMessage } from '../messaging/sender';
import type { ImportPlan, Invitee, PlannedRow } from './plan';
import { insertPasswordResets } from './repository';
import { planSessions } from './sessions-import';
import { planUnits } from './units-import';
import { planUsers } from './users-import';
import { readImportSheet, type SheetRow } from './workbook';

export interface ImportDeps {
  db: Kysely<DB>;
  sender: MessageSender;
  log: FastifyBaseLogger;
  passwordHashCost: number;
}

const SUMMARY_ACTION = {
  users: 'user.imported',
  units: 'unit.imported',
  sessions: 'session.imported',
} as const;

/** The invitation of a new account: a set-password link (the reset path), by SMS, or by mail without a phone. */
function invitation(invitee: Invitee, link: string): OutgoingMessage {
  const params = { name: invitee.displayName, link };
  if (invitee.phone)
    return {
      channel: 'sms',
      recipient: invitee.phone,
      subject: '',
      body: translate('import.invitationSms', 'zh-CN', params),
    };
  return {
    channel: 'email',
    recipient: invitee.email ?? '',
    subject: translate('import.invitationEmailSubject', 'zh-CN'),
    body: translate('import.invitationEmailBody', 'zh-CN', params),
  };
}

/**
 * The Excel import (issue 30 §1). `check` reads and plans every row and writes nothing. `commit` plans the
 * same file again inside one transaction and, only when no row has a problem, writes every row, the audit
 * entries and the invitations' links in it — all or nothing. The invitations are sent once it committed,
 * one after another in the background (`sent` settles when they are out; a failed send is logged).
 */
export function importService(deps: ImportDeps) {
  const planners: Record<ImportKind, (db: Kysely<DB>, rows: SheetRow[]) => Promise<ImportPlan>> = {
    users: (db, rows) => planUsers(db, rows, deps.passwordHashCost),
    units: planUnits,
    sessions: planSessions,
  };

  function result(
    kind: ImportKind,
    rows: PlannedRow[],
    committed: boolean,
    invitations: number,
    language: Language,
  ): ImportResult {
    const count = (outcome: PlannedRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
    const headers = new Map(IMPORT_COLUMNS[kind].map((column) => [column.key, column.header]));
    return {
      kind,
      committed,
      counts: {
        create: count('create'),
        update: count('update'),
        skip: count('skip'),
        invalid: count('invalid'),
      },
      invitations,
      rows: rows.map((row) => ({
        ...row,
        changes: row.changes.map((key) => headers.get(key) ?? key),
        problems: row.problems.map((problem) => ({
          column: problem.column,
          header: problem.column === null ? null : (headers.get(problem.column) ?? problem.column),
          message: translate(problem.key, language, problem.params),
        })),
      })),
    };
  }

  return {
    async check(kind: ImportKind, bytes: Buffer, language: Language): Promise<ImportResult> {
      const rows = await readImportSheet(kind, bytes);
      return result(kind, (await planners[kind](deps.db, rows)).rows, false, 0, language);
    },

    async commit(
      kind: ImportKind,
      bytes: Buffer,
      input: { language: Language; context: AuditContext; origin: string; fileName: string },
    ): Promise<{ result: ImportResult; sent: Promise<void> }> {
      const sheet = await readImportSheet(kind, bytes);
      const { rows, messages } = await inTransaction(deps.db, async (trx) => {
        const plan = await planners[kind](trx, sheet);
        if (plan.rows.some((row) => row.outcome === 'invalid'))
          return { rows: plan.rows, messages: undefined };
        const { records, invitees } = await plan.apply(trx);
        const count = (outcome: PlannedRow['outcome']) =>
          plan.rows.filter((row) => row.outcome === outcome).length;
        records.unshift({
          action: SUMMARY_ACTION[kind],
          target: { kind: 'import', label: input.fileName },
          after: { created: count('create'), updated: count('update'), skipped: count('skip') },
        });
        await recordAudit(trx, input.context, ...records);
        const now = Date.now();
        const links = invitees.map((invitee) => ({ invitee, token: randomBytes(32).toString('base64url') }));
        await insertPasswordResets(
          trx,
          links.map(({ invitee, token }) => ({
            id: newId(),
            userId: invitee.id,
            tokenHash: resetTokenHash(token),
            expiresAt: toIso(now + INVITATION_TTL_SECONDS * 1000),
            createdAt: toIso(now),
            usedAt: null,
          })),
        );
        const messages = links.map(({ invitee, token }) =>
          invitation(invitee, `${input.origin}${RESET_PASSWORD_PATH}?token=${token}`),
        );
        return { rows: plan.rows, messages };
      });
      const sent = (async () => {
        for (const message of messages ?? []) {
          try {
            await deps.sender.send(message);
          } catch (error) {
            deps.log.error({ err: error, recipient: message.recipient }, 'import invitation not sent');
          }
        }
      })();
      return {
        result: result(kind, rows, messages !== undefined, messages?.length ?? 0, input.language),
        sent,
      };
    },
  };
}
