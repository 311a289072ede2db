import { landingPathFor } from '@cppcc/contracts';
import { dropStarted } from '../api/started';
import { STORAGE_KEYS, type KeyValueStore } from '../lib/storage';

/**
 * The stored browser values of seed 000 §3: `token` (the phone flow's token), `userInfo` (JSON with a `token`
 * field) and `jwt_access_token` (the JWT flow's Bearer token). The server issues one kind of token for both
 * flows, so a sign-in writes all three and a sign-out removes all three.
 */
export interface StoredUserInfo {
  token: string;
  phone?: string | null;
  uid?: string;
  displayName?: string;
}

/** The token to resume a session with: the JWT first, then the phone flow's token, then the one in userInfo. */
export function readStoredToken(store: Pick<KeyValueStore, 'getItem'>): string | null {
  const jwt = store.getItem(STORAGE_KEYS.jwtAccessToken);
  if (jwt) return jwt;
  const token = store.getItem(STORAGE_KEYS.token);
  if (token) return token;
  const info = store.getItem(STORAGE_KEYS.userInfo);
  if (!info) return null;
  try {
    const parsed: unknown = JSON.parse(info);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'token' in parsed &&
      typeof parsed.token === 'string'
    )
      return parsed.token || null;
  } catch {
    // unreadable user info holds no token
  }
  return null;
}

/** `jwt_access_token` only (the JWT flow), or all three values when the phone flow's info is given. */
export function writeStoredSession(
  store: Pick<KeyValueStore, 'setItem'>,
  token: string,
  info?: Omit<StoredUserInfo, 'token'>,
): void {
  store.setItem(STORAGE_KEYS.jwtAccessToken, token);
  if (info) {
    store.setItem(STORAGE_KEYS.token, token);
    store.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...info, token } satisfies StoredUserInfo));
  }
}

/** Replaces the token wherever one is stored (the server reissues it on every successful check). */
export function refreshStoredToken(store: Pick<KeyValueStore, 'getItem' | 'setItem'>, token: string): void {
  store.setItem(STORAGE_KEYS.jwtAccessToken, token);
  if (store.getItem(STORAGE_KEYS.token)) store.setItem(STORAGE_KEYS.token, token);
  const info = store.getItem(STORAGE_KEYS.userInfo);
  if (info) {
    try {
      const parsed: unknown = JSON.parse(info);
      if (typeof parsed === 'object' && parsed !== null)
        store.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...parsed, token }));
    } catch {
      store.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ token }));
    }
  }
}

export function clearStoredSession(store: Pick<KeyValueStore, 'removeItem'>): void {
  store.removeItem(STORAGE_KEYS.token);
  store.removeItem(STORAGE_KEYS.userInfo);
  store.removeItem(STORAGE_KEYS.jwtAccessToken);
  store.removeItem(STORAGE_KEYS.landingPath);
  dropStarted();
}

/**
 * A session began or resumed: where `/` leads this user, for index.html's start to preload next time (issue 33;
 * only a hint — the session check still decides). A new sign-in drops what the start asked for another session.
 */
export function rememberLanding(store: Pick<KeyValueStore, 'setItem'>, roles: readonly string[]): void {
  store.setItem(STORAGE_KEYS.landingPath, landingPathFor(roles));
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim (seconds) of a JWT, or null when the token is not a readable JWT or has none. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number')
      return claims.exp;
  } catch {
    // not a JWT
  }
  return null;
}

export type StoredTokenState = 'none' | 'valid' | 'expired';

/**
 * Seed 000 §4: a token whose expiry lies in the future signs in automatically; an expired one logs out with
 * 'access_token expired'; no token means guest. A token without a readable expiry counts as expired.
 */
export function storedTokenState(token: string | null, nowMs: number = Date.now()): StoredTokenState {
  if (!token) return 'none';
  const exp = jwtExpiry(token);
  if (exp === null) return 'expired';
  return exp * 1000 > nowMs ? 'valid' : 'expired';
}
