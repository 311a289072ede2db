import type { Redis } from 'ioredis';

/**
 * Per-account lockout after repeated wrong passwords, whatever address they come from (the per-address
 * rate limit alone lets a rotating botnet guess one account). With Redis (REDIS_URL) the count is one for
 * every server behind the load balancer; without it, or while Redis is away, each process counts its own.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60_000;

export interface AccountLockout {
  /** Milliseconds until the account may try again, or 0 when it is not locked. */
  waitMs(account: string): Promise<number>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

/** The count kept in this process: a failure is forgotten LOCKOUT_MS after the account's last one. */
export function accountLockout(now: () => number = Date.now): AccountLockout {
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
    waitMs(account) {
      const entry = current(account);
      return Promise.resolve(entry && entry.count >= LOCKOUT_FAILURES ? entry.last + LOCKOUT_MS - now() : 0);
    },
    failed(account) {
      const entry = current(account);
      failures.set(account, { count: (entry?.count ?? 0) + 1, last: now() });
      return Promise.resolve();
    },
    succeeded(account) {
      failures.delete(account);
      return Promise.resolve();
    },
  };
}

/** The replies of a MULTI, or a throw when Redis refused it or any command in it. */
async function exec(pipeline: ReturnType<Redis['multi']>): Promise<unknown[]> {
  const replies = await pipeline.exec();
  if (!replies) throw new Error('lockout: the transaction was discarded');
  return replies.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/**
 * The same rule counted in Redis, one key per account that expires LOCKOUT_MS after its last failure (as
 * in the process count). Redis away: the process count answers instead, so a sign-in never waits on or
 * fails for Redis.
 */
export function sharedAccountLockout(
  redis: Redis,
  nameSpace: string,
  local: AccountLockout = accountLockout(),
): AccountLockout {
  const key = (account: string) => `${nameSpace}lockout:${account}`;
  async function either<T>(shared: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') return fallback();
    try {
      return await shared();
    } catch {
      return fallback();
    }
  }
  return {
    waitMs: (account) =>
      either(
        async () => {
          const [count, ttl] = await exec(redis.multi().get(key(account)).pttl(key(account)));
          return Number(count ?? 0) >= LOCKOUT_FAILURES && Number(ttl) > 0 ? Number(ttl) : 0;
        },
        () => local.waitMs(account),
      ),
    failed: (account) =>
      either(
        async () => {
          await exec(redis.multi().incr(key(account)).pexpire(key(account), LOCKOUT_MS));
        },
        () => local.failed(account),
      ),
    succeeded: async (account) => {
      await local.succeeded(account);
      await either(
        async () => {
          await redis.del(key(account));
        },
        () => Promise.resolve(),
      );
    },
  };
}
