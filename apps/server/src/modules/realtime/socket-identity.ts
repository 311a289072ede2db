import type { Role } from '@cppcc/contracts';
import type { Identity, TokenCheck } from '../auth/service';

/** Who a realtime socket speaks for: its session, and the rights it was opened with. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  roles: readonly Role[];
  unitId: string | null;
}

/** A session's committed state: it stands (with the identity now), or it ended. */
export type SessionCheck = { ok: true; identity: SocketIdentity } | { ok: false };

export function socketIdentity(identity: Identity): SocketIdentity {
  return {
    userId: identity.user.id,
    sessionId: identity.sessionId,
    roles: identity.roles,
    unitId: identity.user.unitId,
  };
}

export function sessionCheck(check: TokenCheck): SessionCheck {
  return check.ok ? { ok: true, identity: socketIdentity(check.identity) } : { ok: false };
}

/**
 * Whether what the socket may hear changed: its roles (a role given or taken) or its unit (an undertaker's
 * unit decides whom they may chat with). Then the socket is closed and the client reconnects.
 */
export function rightsDiffer(held: SocketIdentity, now: SocketIdentity): boolean {
  if (held.unitId !== now.unitId || held.roles.length !== now.roles.length) return true;
  const roles = new Set<string>(now.roles);
  return held.roles.some((role) => !roles.has(role));
}
