import { hasAccess, LOGIN_PATH, type AuthList } from '@cppcc/contracts';

export type GuardDecision =
  | { kind: 'allow' }
  /** `remember`: store this path for after sign-in; `consumeRedirect`: the saved path is used up. */
  | { kind: 'redirect'; to: string; remember?: string; consumeRedirect?: boolean };

export interface GuardInput {
  auth: AuthList;
  roles: readonly string[];
  /** The attempted location: pathname + search + hash. */
  path: string;
  /** The path saved by an earlier denial, if any. */
  redirectUrl: string | null;
}

/**
 * Seed 000 §4: a denied guest goes to /login and the attempted path is remembered; a denied signed-in user
 * goes to the saved redirect url or to '/' (never back to the path just denied, which would loop).
 */
export function decideAccess({ auth, roles, path, redirectUrl }: GuardInput): GuardDecision {
  if (hasAccess(auth, roles)) return { kind: 'allow' };
  if (roles.length === 0) return { kind: 'redirect', to: LOGIN_PATH, remember: path };
  if (redirectUrl && redirectUrl !== path)
    return { kind: 'redirect', to: redirectUrl, consumeRedirect: true };
  return { kind: 'redirect', to: '/', consumeRedirect: redirectUrl !== null };
}
