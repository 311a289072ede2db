import type { Session } from '@cppcc/contracts';

/** The choice "every session", where a page offers it (`allowAll`); in addresses as `?session=all`. */
export const ALL_SESSIONS = 'all';

/** The select's value: the chosen session, else the current one, else "all" where offered, else none. */
export function shownSessionId(
  sessions: readonly Session[],
  value: string | undefined,
  allowAll: boolean,
): string {
  return value ?? sessions.find((session) => session.isCurrent)?.id ?? (allowAll ? ALL_SESSIONS : '');
}
