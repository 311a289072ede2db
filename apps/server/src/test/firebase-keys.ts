import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';

/**
 * Firebase's side for the identity tests: an RS256 key made here, its JWKS served on 127.0.0.1 as Google
 * serves securetoken's, and ID tokens shaped like Firebase's (signed by it, by another key, or unsigned like
 * the Auth emulator's).
 */
export interface TestFirebaseKeys {
  jwksUrl: string;
  /** A token of the project; `claims` and `options` change it (another audience, an expiry in the past…). */
  token(claims: JWTPayload, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface TokenOptions {
  /** `forged`: another key with the same key id; `unsigned`: alg none, as the Auth emulator issues. */
  signer?: 'jwks' | 'forged' | 'unsigned';
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export const TEST_FIREBASE_PROJECT = 'demo-cppcc-test';
const KID = 'test-key-1';

export async function startFirebaseKeys(projectId = TEST_FIREBASE_PROJECT): Promise<TestFirebaseKeys> {
  const real = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(real.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;

  return {
    jwksUrl,
    async token(claims, { signer = 'jwks', expiresIn = 3600 } = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        auth_time: now,
        iat: now - 10,
        exp: now + expiresIn,
        ...claims,
      };
      if (signer === 'unsigned') return new UnsecuredJWT(payload).encode();
      const key = signer === 'forged' ? other.privateKey : real.privateKey;
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
