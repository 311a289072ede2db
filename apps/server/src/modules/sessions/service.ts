import { sessionName, type Session, type SessionCreateBody, type SessionUpdateBody } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, toDbBool } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import { isoOrNull as iso } from '../../lib/dates';
import {
  clearCurrentSession,
  findCurrentSession,
  findSession,
  findSessionByTermMeeting,
  insertSession,
  listSessions,
  updateSession,
  type SessionRow,
} from './repository';

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    term: row.term,
    meeting: row.meeting,
    year: row.year,
    name: row.name,
    submissionOpensAt: row.submissionOpensAt,
    submissionClosesAt: row.submissionClosesAt,
    plenaryStartsAt: row.plenaryStartsAt,
    plenaryEndsAt: row.plenaryEndsAt,
    isCurrent: fromDbBool(row.isCurrent),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Sessions 届次: admin creates them and sets the current one; proposals are numbered per session. */
export function sessionsService(db: Kysely<DB>) {
  async function get(id: string): Promise<SessionRow> {
    const row = await findSession(db, id);
    if (!row) throw notFound('proposal.sessionNotFound');
    return row;
  }
  return {
    get,
    async list(): Promise<Session[]> {
      return (await listSessions(db)).map(toSession);
    },
    async current(): Promise<SessionRow | undefined> {
      return findCurrentSession(db);
    },
    async create(input: SessionCreateBody): Promise<Session> {
      return inTransaction(db, async (trx) => {
        if (await findSessionByTermMeeting(trx, input.term, input.meeting)) throw conflict('session.exists');
        const now = nowIso();
        const isCurrent = input.isCurrent ?? !(await findCurrentSession(trx));
        if (isCurrent) await clearCurrentSession(trx, now);
        const row: SessionRow = {
          id: newId(),
          term: input.term,
          meeting: input.meeting,
          year: input.year,
          name: input.name ?? sessionName(input.term, input.meeting),
          submissionOpensAt: iso(input.submissionOpensAt),
          submissionClosesAt: iso(input.submissionClosesAt),
          plenaryStartsAt: iso(input.plenaryStartsAt),
          plenaryEndsAt: iso(input.plenaryEndsAt),
          isCurrent: toDbBool(isCurrent),
          nextNumber: 1,
          createdAt: now,
          updatedAt: now,
        };
        await insertSession(trx, row);
        return toSession(row);
      });
    },
    async update(id: string, patch: SessionUpdateBody): Promise<Session> {
      return inTransaction(db, async (trx) => {
        const row = await findSession(trx, id);
        if (!row) throw notFound('proposal.sessionNotFound');
        const term = patch.term ?? row.term;
        const meeting = patch.meeting ?? row.meeting;
        if (term !== row.term || meeting !== row.meeting) {
          const other = await findSessionByTermMeeting(trx, term, meeting);
          if (other && other.id !== id) throw conflict('session.exists');
        }
        const changes = {
          term,
          meeting,
          year: patch.year ?? row.year,
          name: patch.name ?? (patch.term || patch.meeting ? sessionName(term, meeting) : row.name),
          ...(patch.submissionOpensAt !== undefined && { submissionOpensAt: iso(patch.submissionOpensAt) }),
          ...(patch.submissionClosesAt !== undefined && {
            submissionClosesAt: iso(patch.submissionClosesAt),
          }),
          ...(patch.plenaryStartsAt !== undefined && { plenaryStartsAt: iso(patch.plenaryStartsAt) }),
          ...(patch.plenaryEndsAt !== undefined && { plenaryEndsAt: iso(patch.plenaryEndsAt) }),
          updatedAt: nowIso(),
        };
        await updateSession(trx, id, changes);
        return toSession({ ...row, ...changes });
      });
    },
    async makeCurrent(id: string): Promise<Session> {
      return inTransaction(db, async (trx) => {
        const row = await findSession(trx, id);
        if (!row) throw notFound('proposal.sessionNotFound');
        const now = nowIso();
        await clearCurrentSession(trx, now);
        await updateSession(trx, id, { isCurrent: 1, updatedAt: now });
        return toSession({ ...row, isCurrent: 1, updatedAt: now });
      });
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
