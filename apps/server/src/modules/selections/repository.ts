import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SelectionCandidatesTable, SelectionsTable } from '../../db/schema-selections';
import { newId, toDbBool, type IsoTime } from '../../db/values';

/** All SQL of the selections (评选/遴选). */
export type SelectionRow = Selectable<SelectionsTable> & { sessionName: string };
export type CandidateInsert = Omit<Selectable<SelectionCandidatesTable>, 'id' | 'chosen' | 'leaderId'>;

const selectionColumns = (db: Kysely<DB>) =>
  db
    .selectFrom('selections')
    .innerJoin('sessions', 'sessions.id', 'selections.sessionId')
    .selectAll('selections')
    .select('sessions.name as sessionName');

export function findSelection(db: Kysely<DB>, id: string): Promise<SelectionRow | undefined> {
  return selectionColumns(db).where('selections.id', '=', id).executeTakeFirst();
}

/** `visibleTo`: null = every selection (staff); else those the user votes in (once open) or published. */
export function listSelections(
  db: Kysely<DB>,
  filter: { sessionId?: string | undefined; kind?: string | undefined; visibleTo: string | null },
): Promise<SelectionRow[]> {
  let query = selectionColumns(db);
  if (filter.sessionId) query = query.where('selections.sessionId', '=', filter.sessionId);
  if (filter.kind) query = query.where('selections.kind', '=', filter.kind);
  const userId = filter.visibleTo;
  if (userId !== null)
    query = query.where((eb) =>
      eb.or([
        eb('selections.state', '=', 'published'),
        eb.and([
          eb('selections.state', '<>', 'nominating'),
          eb.exists(
            eb
              .selectFrom('selectionVoters')
              .select('selectionVoters.userId')
              .whereRef('selectionVoters.selectionId', '=', 'selections.id')
              .where('selectionVoters.userId', '=', userId),
          ),
        ]),
      ]),
    );
  return query.orderBy('selections.createdAt', 'desc').orderBy('selections.id').execute();
}

export async function insertSelection(db: Kysely<DB>, row: Selectable<SelectionsTable>): Promise<void> {
  await db.insertInto('selections').values(row).execute();
}

/** `UPDATE … WHERE version = ?`: false when someone else changed it meanwhile. */
export async function updateSelectionVersioned(
  db: Kysely<DB>,
  id: string,
  version: number,
  patch: Updateable<SelectionsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('selections')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Per selection: candidates, voters and voters who voted. */
export async function selectionCounts(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { candidates: number; voters: number; voted: number }>();
  const [candidates, voters] = await Promise.all([
    db
      .selectFrom('selectionCandidates')
      .select(['selectionId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('selectionId', 'in', ids)
      .groupBy('selectionId')
      .execute(),
    db
      .selectFrom('selectionVoters')
      .select([
        'selectionId',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.count<number>('votedAt').as('voted'),
      ])
      .where('selectionId', 'in', ids)
      .groupBy('selectionId')
      .execute(),
  ]);
  const counts = new Map(ids.map((id) => [id, { candidates: 0, voters: 0, voted: 0 }]));
  for (const row of candidates) {
    const entry = counts.get(row.selectionId);
    if (entry) entry.candidates = Number(row.n);
  }
  for (const row of voters) {
    const entry = counts.get(row.selectionId);
    if (entry) Object.assign(entry, { voters: Number(row.n), voted: Number(row.voted) });
  }
  return counts;
}

export function listCandidates(db: Kysely<DB>, selectionId: string) {
  return db
    .selectFrom('selectionCandidates')
    .leftJoin('proposals', 'proposals.id', 'selectionCandidates.proposalId')
    .leftJoin('users as proposer', 'proposer.id', 'proposals.firstProposerId')
    .leftJoin('units', 'units.id', 'selectionCandidates.unitId')
    .leftJoin('users as leader', 'leader.id', 'selectionCandidates.leaderId')
    .selectAll('selectionCandidates')
    .select([
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'proposals.state as proposalState',
      'proposals.version as proposalVersion',
      'proposals.isExcellent as proposalExcellent',
      'proposer.displayName as proposerName',
      'units.name as unitName',
      'leader.displayName as leaderName',
    ])
    .where('selectionCandidates.selectionId', '=', selectionId)
    .orderBy('selectionCandidates.createdAt')
    .orderBy('selectionCandidates.id')
    .execute();
}
export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>[number];

export async function insertCandidate(db: Kysely<DB>, row: CandidateInsert): Promise<string> {
  const id = newId();
  await db
    .insertInto('selectionCandidates')
    .values({ ...row, id, chosen: 0, leaderId: null })
    .execute();
  return id;
}

export async function deleteCandidate(db: Kysely<DB>, selectionId: string, candidateId: string) {
  const result = await db
    .deleteFrom('selectionCandidates')
    .where('selectionId', '=', selectionId)
    .where('id', '=', candidateId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setChosen(
  db: Kysely<DB>,
  selectionId: string,
  chosen: readonly { candidateId: string; leaderId: string | null }[],
): Promise<void> {
  await db
    .updateTable('selectionCandidates')
    .set({ chosen: 0, leaderId: null })
    .where('selectionId', '=', selectionId)
    .execute();
  for (const item of chosen)
    await db
      .updateTable('selectionCandidates')
      .set({ chosen: toDbBool(true), leaderId: item.leaderId })
      .where('selectionId', '=', selectionId)
      .where('id', '=', item.candidateId)
      .execute();
}

/** A proposal as a nomination needs it: its session and state. */
export function proposalForNomination(db: Kysely<DB>, proposalId: string) {
  return db
    .selectFrom('proposals')
    .select(['id', 'sessionId', 'state', 'title'])
    .where('id', '=', proposalId)
    .executeTakeFirst();
}

export function unitForNomination(db: Kysely<DB>, unitId: string) {
  return db.selectFrom('units').select(['id', 'name']).where('id', '=', unitId).executeTakeFirst();
}

/** The approved replies of the candidates' proposals, with the answering unit's name. */
export function approvedReplies(db: Kysely<DB>, proposalIds: readonly string[]) {
  if (proposalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('replies')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'replies.proposalId',
      'replies.title',
      'replies.body',
      'replies.resultClass',
      'units.name as unitName',
    ])
    .where('replies.proposalId', 'in', proposalIds)
    .where('replies.state', '=', 'approved')
    .orderBy('replies.proposalId')
    .orderBy('replies.round')
    .orderBy('units.name')
    .execute();
}

/** Per unit: its tasks in the session and how many have an approved reply. */
export function unitFigures(db: Kysely<DB>, sessionId: string, unitIds: readonly string[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .select([
      'tasks.unitId',
      (eb) => eb.fn.count<number>('tasks.id').distinct().as('tasks'),
      (eb) =>
        eb.fn
          .count<number>(
            eb
              .case()
              .when(
                eb.exists(
                  eb
                    .selectFrom('replies')
                    .select('replies.id')
                    .whereRef('replies.taskId', '=', 'tasks.id')
                    .where('replies.state', '=', 'approved'),
                ),
              )
              .then(eb.ref('tasks.id'))
              .end(),
          )
          .distinct()
          .as('replied'),
    ])
    .where('proposals.sessionId', '=', sessionId)
    .where('tasks.unitId', 'in', unitIds)
    .groupBy('tasks.unitId')
    .execute();
}

export function listVoters(db: Kysely<DB>, selectionId: string) {
  return db
    .selectFrom('selectionVoters')
    .innerJoin('users', 'users.id', 'selectionVoters.userId')
    .select(['selectionVoters.userId as id', 'users.displayName', 'selectionVoters.votedAt'])
    .where('selectionVoters.selectionId', '=', selectionId)
    .orderBy('users.displayName')
    .orderBy('users.id')
    .execute();
}

export function voterEntry(db: Kysely<DB>, selectionId: string, userId: string) {
  return db
    .selectFrom('selectionVoters')
    .select(['userId', 'votedAt'])
    .where('selectionId', '=', selectionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The caller's voter entries of several selections (the list's `myVote`). */
export function voterEntries(db: Kysely<DB>, selectionIds: readonly string[], userId: string) {
  if (selectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('selectionVoters')
    .select(['selectionId', 'votedAt'])
    .where('selectionId', 'in', selectionIds)
    .where('userId', '=', userId)
    .execute();
}

export async function replaceVoters(db: Kysely<DB>, selectionId: string, userIds: readonly string[]) {
  await db.deleteFrom('selectionVoters').where('selectionId', '=', selectionId).execute();
  if (userIds.length > 0)
    await db
      .insertInto('selectionVoters')
      .values(userIds.map((userId) => ({ selectionId, userId, votedAt: null })))
      .execute();
}

/** Claims the voter's one ballot: true only for the first claim (a conditional UPDATE). */
export async function claimBallot(db: Kysely<DB>, selectionId: string, userId: string, now: IsoTime) {
  const result = await db
    .updateTable('selectionVoters')
    .set({ votedAt: now })
    .where('selectionId', '=', selectionId)
    .where('userId', '=', userId)
    .where('votedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ballot's lines: one per chosen candidate, naming no voter. */
export async function insertBallotLines(
  db: Kysely<DB>,
  selectionId: string,
  candidateIds: readonly string[],
) {
  await db
    .insertInto('selectionBallots')
    .values(candidateIds.map((candidateId) => ({ id: newId(), selectionId, candidateId })))
    .execute();
}

export async function voteCounts(db: Kysely<DB>, selectionId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('selectionBallots')
    .select(['candidateId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('selectionId', '=', selectionId)
    .groupBy('candidateId')
    .execute();
  return new Map(rows.map((row) => [row.candidateId, Number(row.n)]));
}

export async function insertSelectionEvent(
  db: Kysely<DB>,
  event: { selectionId: string; actorId: string; action: string; detail: string; at: IsoTime },
): Promise<void> {
  await db
    .insertInto('selectionEvents')
    .values({ id: newId(), ...event, detail: JSON.stringify({ text: event.detail }) })
    .execute();
}

export function listSelectionEvents(db: Kysely<DB>, selectionId: string) {
  return db
    .selectFrom('selectionEvents')
    .innerJoin('users', 'users.id', 'selectionEvents.actorId')
    .select([
      'selectionEvents.id',
      'selectionEvents.action',
      'selectionEvents.detail',
      'selectionEvents.at',
      'users.displayName as actor',
    ])
    .where('selectionEvents.selectionId', '=', selectionId)
    .orderBy('selectionEvents.at')
    .orderBy('selectionEvents.id')
    .execute();
}

/** Every account with its roles (JSON), for the voter and leader pickers. */
export function accountsForPicking(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'displayName', 'roles', 'disabled'])
    .orderBy('displayName')
    .orderBy('id')
    .execute();
}
