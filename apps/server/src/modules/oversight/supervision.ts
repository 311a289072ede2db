import type { KeyBody, Supervision, SupervisionBody, SupervisionMethod } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../db/versioned';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool } from '../../db/values';
import { conflict, forbidden, invalidFields } from '../../http/errors';
import { isStaff } from '../proposals/repository';
import { proposalsService } from '../proposals/service';
import { insertSideEvent } from '../proposals/events';
import type { Caller } from '../auth/guard';
import { accountsWithRoles, insertSupervision, supervisionsOfProposal } from './repository';

/** Who may be named a key proposal's supervising leader (督办领导): users with the leader role. */
const LEADER_ROLES = ['leader'];

/** Key proposals (重点提案) and their supervision records (督办): staff mark them, leaders and staff record. */
export function supervisionService(db: Kysely<DB>, deps: { dialect: 'sqlite' | 'postgres' }) {
  const proposals = () => proposalsService(db, deps);

  async function leaders(trx: Kysely<DB>) {
    const rows = await accountsWithRoles(trx);
    return rows
      .filter(
        (row) =>
          !fromDbBool(row.disabled) &&
          fromDbJson<string[]>(row.roles).some((role) => LEADER_ROLES.includes(role)),
      )
      .map((row) => ({ id: row.id, displayName: row.displayName }));
  }

  return {
    leaders: async () => ({ items: await leaders(db) }),

    async setKey(proposalId: string, caller: Caller, body: KeyBody): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await proposalsService(trx, deps).loadVisible(proposalId, caller);
        if (row.version !== body.version) throw conflict('proposal.changedMeanwhile');
        if (
          body.isKey &&
          body.leaderId &&
          !(await leaders(trx)).some((leader) => leader.id === body.leaderId)
        )
          throw invalidFields({ leaderId: 'supervision.leaderInvalid' });
        const now = nowIso();
        const patch = {
          isKey: toDbBool(body.isKey),
          keyLeaderId: body.isKey ? body.leaderId : null,
          updatedAt: now,
        };
        if (!(await updateVersioned(trx, 'proposals', row.id, body.version, patch)))
          throw conflict('proposal.changedMeanwhile');
        await insertSideEvent(
          trx,
          {
            proposalId: row.id,
            actorId: caller.id,
            action: body.isKey ? 'mark_key' : 'unmark_key',
            state: row.state,
            comment: null,
          },
          now,
        );
      });
    },

    async list(proposalId: string, caller: Caller): Promise<{ items: Supervision[] }> {
      const row = await proposals().loadVisible(proposalId, caller);
      const rows = await supervisionsOfProposal(db, row.id);
      return {
        items: rows.map((item) => ({
          id: item.id,
          method: item.method as SupervisionMethod,
          date: item.date,
          minutes: item.minutes,
          leader: item.leaderId ? { id: item.leaderId, displayName: item.leaderName ?? '' } : null,
          createdBy: { id: item.createdBy, displayName: item.authorName },
          createdAt: item.createdAt,
        })),
      };
    },

    /** Staff, or the proposal's supervising leader, record a supervision activity of a key proposal. */
    async record(proposalId: string, caller: Caller, body: SupervisionBody): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await proposalsService(trx, deps).loadVisible(proposalId, caller);
        if (!isStaff(caller) && row.keyLeaderId !== caller.id) throw forbidden();
        if (!fromDbBool(row.isKey)) throw conflict('supervision.notKey');
        const now = nowIso();
        await insertSupervision(trx, {
          id: newId(),
          proposalId: row.id,
          leaderId: row.keyLeaderId,
          method: body.method,
          date: new Date(body.date).toISOString(),
          minutes: body.minutes,
          createdBy: caller.id,
          createdAt: now,
        });
        await insertSideEvent(
          trx,
          {
            proposalId: row.id,
            actorId: caller.id,
            action: 'supervise',
            state: row.state,
            comment: body.minutes.slice(0, 200),
          },
          now,
        );
      });
    },
  };
}
export type SupervisionService = ReturnType<typeof supervisionService>;
