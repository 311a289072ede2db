import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Minimal HS256 JSON Web Tokens (RFC 7519) on node:crypto — the only algorithm this system issues or
 * accepts, so there is no `alg` negotiation to attack. Used for access tokens (JWT_SECRET) and for
 * the host application's app tokens (APP_TOKEN_SECRET).
 */
export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const input = `${HEADER}.${body}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/** The payload when the token is well-formed, HS256, correctly signed and not expired; otherwise null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, sig] = parts as [string, string, string];
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown;
    if (typeof parsedHeader !== 'object' || parsedHeader === null) return null;
    if ((parsedHeader as { alg?: unknown }).alg !== 'HS256') return null;
    const expected = signature(`${header}.${body}`, secret);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const claims = payload as JwtPayload;
    if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)) return null;
    return claims;
  } catch {
    return null;
  }
}
