import type { Identity } from './service';

/**
 * The identities of recently presented sessions, kept a few seconds in this process (issue 20: looking the
 * session and its user up on every request held the cheapest signed-in endpoint to a third of
 * `/api/health`).
 *
 * Revocation stays immediate: every write that can change who a session is — a user row (roles, disabled,
 * name…: `updateUser`), a sign-out or a revocation (`revokeSession`, `revokeUserSessions`) — calls `forget`
 * before it writes. The user is then not cached at all for FORGET_WINDOW_MS, far longer than any
 * transaction, so a request that read the row before the write committed can never keep the old one.
 * Only this process is told: with REDIS_URL set (several instances on one database) the cache is off —
 * another instance's revocation would not reach it (see authService).
 */
const TTL_MS = 5_000;
const FORGET_WINDOW_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  identity: Identity;
  /** When the entry stops serving: the TTL or the session's expiry, whichever comes first. */
  until: number;
}

const bySession = new Map<string, Entry>();
/** User or session id → until when it is not cached (a write to it is under way or just done). */
const forgotten = new Map<string, number>();

function quiet(id: string, now: number): boolean {
  const until = forgotten.get(id);
  if (until === undefined) return false;
  if (until > now) return true;
  forgotten.delete(id);
  return false;
}

function forget(id: string): void {
  const now = Date.now();
  if (forgotten.size >= MAX_ENTRIES)
    for (const [key, until] of forgotten) if (until <= now) forgotten.delete(key);
  forgotten.set(id, now + FORGET_WINDOW_MS);
}

export function cachedIdentity(sessionId: string, userId: string): Identity | undefined {
  const entry = bySession.get(sessionId);
  if (!entry) return undefined;
  if (entry.until <= Date.now() || entry.identity.user.id !== userId) {
    bySession.delete(sessionId);
    return undefined;
  }
  return entry.identity;
}

/** Keep an identity just read from the database, unless its user was written to lately. */
export function keepIdentity(identity: Identity, sessionExpiresAt: string): void {
  const now = Date.now();
  if (quiet(identity.user.id, now) || quiet(identity.sessionId, now)) return;
  if (bySession.size >= MAX_ENTRIES) {
    // The oldest entry (Maps keep insertion order).
    const oldest = bySession.keys().next().value;
    if (oldest !== undefined) bySession.delete(oldest);
  }
  bySession.set(identity.sessionId, {
    identity,
    until: Math.min(now + TTL_MS, Date.parse(sessionExpiresAt)),
  });
}

/** Before a write to the user or their sessions: drop their identities and cache none for a while. */
export function forgetUser(userId: string): void {
  forget(userId);
  for (const [sessionId, entry] of bySession)
    if (entry.identity.user.id === userId) bySession.delete(sessionId);
}

/** Before a session's revocation (its user's other sessions stay). */
export function forgetSession(sessionId: string): void {
  forget(sessionId);
  bySession.delete(sessionId);
}
