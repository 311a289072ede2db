import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for the identity tests, with its
 * development log-in and consent pages: any login is accepted and becomes the account id, which is also the
 * person's (verified) e-mail.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'cppcc-test';
  const clientSecret = 'cppcc-test-secret-of-the-oidc-client';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: `OIDC ${id.split('@')[0] ?? id}` }),
    }),
    cookies: { keys: ['cookie-key-of-the-test-provider-only'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's pages as a browser would (cookies, redirects, the two forms) and returns the
 * query the provider sends back to the redirect URI: `?code=…&state=…&iss=…` or `?error=access_denied…`.
 */
export async function authorizeAt(
  authorizationUrl: string,
  redirectUri: string,
  { login, consent }: { login: string; consent: 'accept' | 'deny' },
): Promise<string> {
  const cookies = new Map<string, string>();
  type Step = { url: string; init?: RequestInit };
  let next: Step = { url: authorizationUrl };
  for (let step = 0; step < 20; step++) {
    const current: Step = next;
    const response: Response = await fetch(current.url, {
      ...current.init,
      redirect: 'manual',
      headers: { ...current.init?.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, current.url).href;
      if (target.startsWith(redirectUri)) return new URL(target).search;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`Unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    const base = current.url;
    if (prompt === 'consent' && consent === 'deny') {
      const abort = /href="([^"]+)">\[ Cancel \]/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      if (!abort) throw new Error('No cancel link on the consent page.');
      next = { url: new URL(abort, base).href };
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    next = {
      url: new URL(action, base).href,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
    };
  }
  throw new Error('The provider never sent the browser back.');
}
