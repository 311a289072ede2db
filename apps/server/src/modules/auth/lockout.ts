/**
 * Per-account lockout after repeated wrong passwords, whatever address they come from (the per-address
 * rate limit alone lets a rotating botnet guess one account). Kept in this process: several servers
 * each count their own share, which still bounds the guesses per account.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60_000;

export function accountLockout(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; last: number }>();
  const current = (account: string) => {
    const entry = failures.get(account);
    if (entry && now() - entry.last >= LOCKOUT_MS) {
      failures.delete(account);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds until the account may try again, or 0 when it is not locked. */
    waitMs(account: string): number {
      const entry = current(account);
      return entry && entry.count >= LOCKOUT_FAILURES ? entry.last + LOCKOUT_MS - now() : 0;
    },
    failed(account: string): void {
      const entry = current(account);
      failures.set(account, { count: (entry?.count ?? 0) + 1, last: now() });
    },
    succeeded(account: string): void {
      failures.delete(account);
    },
  };
}
