import type { Kysely, Migration } from 'kysely';

/**
 * 查重 (issue 27 §3): the editor's check always compares the caller's own newest signed proposals. An index
 * of each user's signatures by invitation time gives those in order (the newest 60 read, not every proposal
 * the member ever signed — ~470 for the bench's demo member at 100,000 proposals, ~3.5× the check's time
 * for that statement).
 */
export const signersByInvitation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('proposal_signers_user_invited')
      .on('proposal_signers')
      .columns(['user_id', 'invited_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('proposal_signers_user_invited').ifExists().execute();
  },
};
