import { NOT_EXIST, type PhoneLoginResult } from '@cppcc/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';

/** The outcome of an app-token login, with the seed's not-exist answer kept apart (seed 000 §4/§8). */
export type TokenLoginOutcome =
  | { kind: 'ok'; result: PhoneLoginResult }
  | { kind: 'notExist'; responseMsg: string }
  | { kind: 'failed'; message: string };

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * POST /api/mobile/loginByToken. A plain fetch, not the base query: the not-exist answer carries `msg` and
 * `responseMsg` beside the error, which the shared error shape would drop.
 */
export async function loginByToken(appToken: string): Promise<TokenLoginOutcome> {
  try {
    const response = await fetch('/api/mobile/loginByToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
      body: JSON.stringify({ appToken }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (field(body, 'msg') === NOT_EXIST) {
      const responseMsg = field(body, 'responseMsg');
      return { kind: 'notExist', responseMsg: typeof responseMsg === 'string' ? responseMsg : '' };
    }
    if (response.ok && field(body, 'code') === 200) return { kind: 'ok', result: body as PhoneLoginResult };
    const error = field(body, 'error');
    const message = field(error, 'message') ?? field(body, 'msg');
    return { kind: 'failed', message: typeof message === 'string' ? message : '' };
  } catch {
    return { kind: 'failed', message: '' };
  }
}
