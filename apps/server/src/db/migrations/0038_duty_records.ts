import type { Kysely, Migration } from 'kysely';

/**
 * Issue 29 §2: members' duty records (委员履职档案). The figures are counted from the facts already kept
 * (proposals, signers, evaluations, consultations, supervisions, clue adoptions); the score rules are a
 * setting (`settings` table, key `dutyScoreRules`). One read was missing an index: a member's own
 * evaluations, found by their signer.
 */
export const dutyRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('evaluations_signer')
      .on('evaluations')
      .columns(['signer_id', 'reply_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('evaluations_signer').execute();
  },
};
