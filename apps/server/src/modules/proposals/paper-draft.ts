import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findProposal, type ProposalRow } from './repository';

/**
 * The draft of a paper entry (issue 27): created and submitted by staff in one transaction, so it is a
 * draft only there. Any other proposal is "not found" to this action.
 */
export async function loadPaperDraft(trx: Kysely<DB>, id: string): Promise<ProposalRow> {
  const row = await findProposal(trx, id);
  if (!row || row.paperNumber === null || row.state !== 'draft') throw notFound();
  return row;
}
