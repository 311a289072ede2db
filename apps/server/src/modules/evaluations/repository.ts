import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EvaluationsTable } from '../../db/schema-proposals';

/** SQL of the evaluations: the signers who evaluate, the round's approved replies, the evaluations. */

/** The approved replies of one round, with their units, in the order they were approved. */
export function approvedRepliesOfRound(db: Kysely<DB>, proposalId: string, round: number) {
  return db
    .selectFrom('replies')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'replies.id',
      'replies.title',
      'replies.resultClass',
      'replies.reviewedAt',
      'units.id as unitId',
      'units.name as unitName',
    ])
    .where('replies.proposalId', '=', proposalId)
    .where('replies.round', '=', round)
    .where('replies.state', '=', 'approved')
    .orderBy('replies.reviewedAt')
    .execute();
}

/** The evaluations of the replies, with the signers' names, oldest first. */
export async function evaluationsOfReplies(db: Kysely<DB>, replyIds: readonly string[]) {
  if (replyIds.length === 0) return [];
  return db
    .selectFrom('evaluations')
    .innerJoin('users', 'users.id', 'evaluations.signerId')
    .selectAll('evaluations')
    .select('users.displayName as signerName')
    .where('evaluations.replyId', 'in', [...replyIds])
    .orderBy('evaluations.createdAt')
    .execute();
}

export async function insertEvaluation(db: Kysely<DB>, row: Insertable<EvaluationsTable>): Promise<void> {
  await db.insertInto('evaluations').values(row).execute();
}
