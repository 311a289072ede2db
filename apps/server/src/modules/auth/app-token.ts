import { signJwt } from './jwt';

/**
 * An app token as the host application (the city's government app) hands it over: HS256 over
 * `{ phone, exp }` with the shared APP_TOKEN_SECRET. The server only verifies these; this signer is
 * for `npm run app-token` and the tests.
 */
export function signAppToken(phone: string, secret: string, ttlSeconds = 3600): string {
  return signJwt({ phone, exp: Math.floor(Date.now() / 1000) + ttlSeconds }, secret);
}
