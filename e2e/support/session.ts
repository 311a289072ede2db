// Signing in for browser tests: through the real API (GET /api/auth with a demo account), then the stored
// value the web app resumes from (seed 000 §3 `jwt_access_token`), then the page.
import { createHmac } from 'node:crypto';
import { DEMO_PASSWORD, demoAccount, type DemoAccountKey } from '@cppcc/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_APP_TOKEN_SECRET } from './server';

export type Language = 'zh-CN' | 'en';

/** The web app keeps the chosen language in localStorage `language`; set it before the first script runs. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/** A demo account of DEMO_ACCOUNTS, or another seeded account by e-mail (same demo password). */
export type AccountRef = DemoAccountKey | { email: string };

/** An access token for a demo account, straight from GET /api/auth. */
export async function accessTokenFor(request: APIRequestContext, accountKey: AccountRef): Promise<string> {
  const email = typeof accountKey === 'string' ? demoAccount(accountKey).email : accountKey.email;
  const response = await request.get('/api/auth', { params: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} failed: ${response.status()}`);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/**
 * Signs `page` in as a demo account and opens `path` (default `/apps/index`, the role landing). Returns the
 * access token. Any later navigation resumes the session from the stored token.
 */
export async function signInAs(page: Page, accountKey: AccountRef, path = '/apps/index'): Promise<string> {
  const token = await accessTokenFor(page.request, accountKey);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('jwt_access_token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  await page.goto(path);
  return token;
}

/** An HS256 JWT, signed as the host application signs app tokens (or as a forger would). */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** A host application's app token for `phone`, valid for `seconds` (negative: already expired). */
export function appTokenFor(phone: string, seconds = 600, secret = E2E_APP_TOKEN_SECRET): string {
  return signHs256({ phone, exp: Math.floor(Date.now() / 1000) + seconds }, secret);
}
