import { replySummary, type PublicReply, type PublicReplyList } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  findPublicReply,
  publicRepliesOfProposals,
  publicReplyPage,
  type PublicReplyRow,
} from './repository';

function toPublic(row: PublicReplyRow): PublicReply {
  return {
    id: row.id,
    proposal: {
      number: row.number === null ? null : Number(row.number),
      title: row.proposalTitle,
      sessionName: row.sessionName,
    },
    unitName: row.unitName,
    title: row.title,
    text: row.publication === 'full' ? row.body : replySummary(row.body),
    publication: row.publication === 'full' ? 'full' : 'summary',
    resultClass: row.resultClass,
    approvedAt: row.reviewedAt,
  };
}

/**
 * Replies the public may read: approved, marked 全文公开 or 摘要公开 by the unit, on a proposal whose
 * proposer did not ask for 不公开. Only titles, the unit and the text; no contact details.
 */
export function publicationService(db: Kysely<DB>) {
  return {
    async list(query: { q?: string | undefined; page: number; pageSize: number }): Promise<PublicReplyList> {
      const { rows, total } = await publicReplyPage(db, query);
      return { items: rows.map(toPublic), total, page: query.page, pageSize: query.pageSize };
    },
    async one(id: string): Promise<PublicReply> {
      const row = await findPublicReply(db, id);
      if (!row) throw notFound();
      return toPublic(row);
    },
    /** The published replies of these proposals, with the proposal each answers. */
    async ofProposals(proposalIds: readonly string[]): Promise<(PublicReply & { proposalId: string })[]> {
      const rows = await publicRepliesOfProposals(db, proposalIds);
      return rows.map((row) => ({ ...toPublic(row), proposalId: row.proposalId }));
    },
  };
}
