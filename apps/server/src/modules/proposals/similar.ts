import type { SimilarProposals } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { loadVisible } from './context';
import { mergeCandidateRows } from './lookups-repository';
import { toPickItem } from './presenter';

/** Fragments of a title for the similarity search: CJK bigrams and latin words, minus boilerplate. */
export function titleFragments(title: string): string[] {
  const cleaned = title
    .replace(/关于|的|建议|提案|进一步|加快|推进|加强|推动|完善|我市|全市/g, ' ')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
  const fragments = new Set<string>();
  for (const part of cleaned.split(' ')) {
    if (!part) continue;
    if (/^[\x20-\x7e]+$/.test(part)) {
      if (part.length >= 3) fragments.add(part.toLowerCase());
      continue;
    }
    for (let i = 0; i + 2 <= part.length; i++) fragments.add(part.slice(i, i + 2));
  }
  return [...fragments].slice(0, 12);
}

/** Masters for 并案: submitted or registered proposals of the same session, by title or number. */
export async function mergeCandidates(
  db: Kysely<DB>,
  caller: Caller,
  excludeId: string,
  q: string,
): Promise<SimilarProposals> {
  const row = await loadVisible(db, excludeId, caller);
  const rows = await mergeCandidateRows(db, row.sessionId, row.id, q);
  return { items: rows.map(toPickItem) };
}
