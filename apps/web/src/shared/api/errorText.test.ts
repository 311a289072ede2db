import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText';

const t = ((key: string, options?: { ns?: string }) =>
  `${options?.ns ?? 'common'}:${key}`) as unknown as TFunction;

describe('errorText', () => {
  it('re-translates the client’s own messages and keeps the server’s', () => {
    expect(
      errorText(t, {
        status: null,
        code: 'NETWORK',
        message: '网络…',
        messageKey: 'error.network',
        fields: {},
      }),
    ).toBe('messages:error.network');
    expect(errorText(t, { status: 409, code: 'CONFLICT', message: 'changed', fields: {} })).toBe('changed');
  });
  it('handles serialized errors and no error', () => {
    expect(errorText(t, { name: 'Error', message: 'boom' })).toBe('boom');
    expect(errorText(t, {})).toBe('messages:error.internal');
    expect(errorText(t, undefined)).toBeUndefined();
  });
});
