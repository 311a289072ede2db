// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for e2e/tests/oidc.spec.ts, with its
// development log-in and consent pages: any login is accepted and is the person's (verified) e-mail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface BrowserOidcProvider {
  /** The server's environment for this provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startBrowserOidcProvider(redirectUri: string): Promise<BrowserOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_id: 'cppcc-e2e', client_secret: 'cppcc-e2e-secret-of-the-oidc-client' };
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [redirectUri] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: `OIDC ${id.split('@')[0] ?? id}` }),
    }),
    cookies: { keys: ['cookie-key-of-the-e2e-provider-only'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: client.client_id, OIDC_CLIENT_SECRET: client.client_secret },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
