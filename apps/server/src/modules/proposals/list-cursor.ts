import type { ProposalListQuery } from '@cppcc/contracts';
import type { SortCursor } from '../../db/keyset';
import { invalidFields } from '../../http/errors';

type Ordered = Pick<ProposalListQuery, 'sort' | 'order'>;

/**
 * A list's `nextCursor`: the last row's sort value and id, with the sort it belongs to — opaque to the
 * client (base64url of a JSON array), so the web's page numbers and a script's keyset walk share one route.
 */
export function encodeListCursor(query: Ordered, cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([query.sort, query.order, cursor.value, cursor.id])).toString(
    'base64url',
  );
}

/** The cursor `after` names; a 400 on `after` when it is not one of ours or belongs to another sort. */
export function decodeListCursor(query: Ordered, after: string): SortCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    parsed[0] === query.sort &&
    parsed[1] === query.order &&
    (parsed[2] === null || typeof parsed[2] === 'string' || typeof parsed[2] === 'number') &&
    typeof parsed[3] === 'string'
  )
    return { value: parsed[2] as SortCursor['value'], id: parsed[3] };
  throw invalidFields({ after: 'error.badRequest' });
}
