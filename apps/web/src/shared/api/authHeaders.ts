import { STORAGE_KEYS, type KeyValueStore } from '../lib/storage';

/** The token inside stored `userInfo` (seed 000 §3), or '' when it has none or is not JSON. */
export function userInfoToken(userInfo: string): string {
  try {
    const parsed: unknown = JSON.parse(userInfo);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'token' in parsed &&
      typeof parsed.token === 'string'
    ) {
      return parsed.token;
    }
  } catch {
    // Fall through: unreadable user info carries no token.
  }
  return '';
}

/**
 * Seed 000 §7: the JWT flow sends `Authorization: Bearer <jwt_access_token>`; whenever user info is stored,
 * the phone flow's `token` header is sent too (empty when the info holds none).
 */
export function authHeaders(store: Pick<KeyValueStore, 'getItem'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const jwt = store.getItem(STORAGE_KEYS.jwtAccessToken);
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  const userInfo = store.getItem(STORAGE_KEYS.userInfo);
  if (userInfo !== null) headers.token = userInfoToken(userInfo);
  return headers;
}
