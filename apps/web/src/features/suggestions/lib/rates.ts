import type { SuggestionReplay } from '@cppcc/contracts';

type SessionReplay = SuggestionReplay['sessions'][number];

/** A share of the replayed proposals as a whole per cent, or null when none was replayed. */
export const rate = (hits: number, replayed: number): number | null =>
  replayed === 0 ? null : Math.round((100 * hits) / replayed);

/** The rates shown for a session: top-1 and top-3 units, first category; '—' when nothing was replayed. */
export function sessionRates(session: SessionReplay) {
  const text = (hits: number) => {
    const value = rate(hits, session.replayed);
    return value === null ? '—' : `${value}%`;
  };
  return {
    top1: text(session.top1),
    top3: text(session.top3),
    category: text(session.categoryTop1),
    none: text(session.none),
  };
}
