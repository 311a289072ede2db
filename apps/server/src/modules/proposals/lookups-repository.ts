import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { searchedInteger } from '../../db/values';
import { proposalHeadingsWithSession } from './repository';

/** SQL of the proposal service's smaller look-ups: units, users and related proposals. */

export async function existingUnitIds(db: Kysely<DB>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('units')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => row.id);
}

export async function unitNamesById(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
}

export function contactOfUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select(['displayName', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function userName(db: Kysely<DB>, userId: string) {
  return db.selectFrom('users').select(['id', 'displayName']).where('id', '=', userId).executeTakeFirst();
}

/** Who may be invited to co-sign: the accounts' roles and whether they are disabled. */
export function usersWithRoles(db: Kysely<DB>, ids: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'roles', 'disabled'])
    .where('id', 'in', [...ids])
    .execute();
}

export function proposalHeading(db: Kysely<DB>, id: string) {
  return db.selectFrom('proposals').select(['id', 'number', 'title']).where('id', '=', id).executeTakeFirst();
}

/** Masters for 并案: submitted or registered proposals of the session, by title or number. */
export function mergeCandidateRows(db: Kysely<DB>, sessionId: string, excludeId: string, q: string) {
  let query = proposalHeadingsWithSession(db)
    .where('proposals.sessionId', '=', sessionId)
    .where('proposals.state', 'in', ['submitted', 'registered'])
    .where('proposals.id', '!=', excludeId);
  if (q) {
    const number = searchedInteger(q);
    query = query.where((eb) =>
      eb.or([
        eb('proposals.title', 'like', `%${q.replace(/[\\%_]/g, '')}%`),
        ...(number === undefined ? [] : [eb('proposals.number', '=', number)]),
      ]),
    );
  }
  return query.orderBy('proposals.updatedAt', 'desc').limit(20).execute();
}

/** The first round's replied lead and 分办 tasks: a re-handling task keeps its unit's role. */
export function repliedFirstRoundTasks(db: Kysely<DB>, proposalId: string) {
  return db
    .selectFrom('tasks')
    .select(['unitId', 'role'])
    .where('proposalId', '=', proposalId)
    .where('round', '=', 1)
    .where('role', '!=', 'co')
    .where('state', '=', 'replied')
    .execute();
}

/** Whether a proposal of the session already carries this paper number (issue 27 paper entry). */
export async function paperNumberUsed(db: Kysely<DB>, sessionId: string, paperNumber: string) {
  const row = await db
    .selectFrom('proposals')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('paperNumber', '=', paperNumber)
    .executeTakeFirst();
  return row !== undefined;
}
