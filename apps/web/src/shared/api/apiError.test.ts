import { isErrorBody } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { codeForStatus, isStaleVersion, readErrorBody, toApiError } from './apiError';

describe('toApiError', () => {
  it('keeps the server error shape: code, message and fields', () => {
    const data = {
      error: { code: 'BAD_REQUEST', message: '请求内容有误', fields: { 'data.phone': '请输入正确的手机号' } },
    };
    expect(toApiError({ status: 400, data }, 'zh-CN')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: '请求内容有误',
      fields: { 'data.phone': '请输入正确的手机号' },
    });
  });
  it('marks only its own messages with a key, so they can be re-translated', () => {
    const data = { error: { code: 'CONFLICT', message: 'changed meanwhile' } };
    expect(toApiError({ status: 409, data }, 'en').messageKey).toBeUndefined();
    expect(toApiError({ status: 409, data: null }, 'en').messageKey).toBe('error.conflict');
  });
  it('gives empty fields when the server names none', () => {
    const data = { error: { code: 'UNAUTHORIZED', message: 'Invalid access token detected' } };
    expect(toApiError({ status: 401, data }, 'en')).toMatchObject({ code: 'UNAUTHORIZED', fields: {} });
  });
  it('derives code and a translated message from a status without the shape', () => {
    expect(toApiError({ status: 404, data: 'nope' }, 'en')).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'The requested resource does not exist.',
      messageKey: 'error.notFound',
      fields: {},
    });
    expect(toApiError({ status: 500, data: null }, 'zh-CN').message).toBe('服务器内部错误，请稍后再试');
  });
  it('judges an unparseable proxy page by its real status', () => {
    const error = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>Bad gateway</html>',
      error: 'SyntaxError',
    } as const;
    expect(toApiError(error, 'en')).toMatchObject({ status: 502, code: 'UNAVAILABLE' });
  });
  it('reports network failures and timeouts without a status', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'zh-CN')).toEqual({
      status: null,
      code: 'NETWORK',
      message: '网络连接失败，请检查网络后重试',
      messageKey: 'error.network',
      fields: {},
    });
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' }, 'en').code).toBe('NETWORK');
  });
  it('passes a custom error text through', () => {
    expect(toApiError({ status: 'CUSTOM_ERROR', error: 'boom' }, 'en')).toMatchObject({
      code: 'UNKNOWN',
      message: 'boom',
    });
  });
});

describe('isStaleVersion', () => {
  it('is true only for a 409 the server marks as a lost optimistic write', () => {
    const stale = { error: { code: 'CONFLICT', message: '提案已被他人修改', reason: 'staleVersion' } };
    const rule = {
      error: { code: 'CONFLICT', message: '尚有联名委员未答复，请在全部答复或联名截止时间过后再提交' },
    };
    expect(isStaleVersion(toApiError({ status: 409, data: stale }, 'zh-CN'))).toBe(true);
    expect(isStaleVersion(toApiError({ status: 409, data: rule }, 'zh-CN'))).toBe(false);
    expect(isStaleVersion(toApiError({ status: 409, data: null }, 'zh-CN'))).toBe(false);
    expect(isStaleVersion({ message: 'serialized' })).toBe(false);
  });
  it('drops a reason it does not know rather than the whole body', () => {
    const data = { error: { code: 'CONFLICT', message: 'x', reason: 'somethingNew' } };
    expect(toApiError({ status: 409, data }, 'en')).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'x',
      fields: {},
    });
  });
});

describe('codeForStatus', () => {
  it('maps every status of the contracts and falls back by class', () => {
    expect(codeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeForStatus(429)).toBe('TOO_MANY_REQUESTS');
    expect(codeForStatus(503)).toBe('UNAVAILABLE');
    expect(codeForStatus(504)).toBe('UNAVAILABLE');
    expect(codeForStatus(501)).toBe('INTERNAL');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
  });
});

describe('readErrorBody agrees with the contracts schema', () => {
  const samples: unknown[] = [
    { error: { code: 'CONFLICT', message: 'x' } },
    { error: { code: 'CONFLICT', message: 'x', reason: 'staleVersion' } },
    { error: { code: 'BAD_REQUEST', message: 'x', fields: { a: 'b' } } },
    { error: { code: 'BAD_REQUEST', message: 'x', fields: { a: 1 } } },
    { error: { code: 'NOPE', message: 'x' } },
    { error: { code: 'INTERNAL' } },
    { error: 'text' },
    { message: 'x' },
    null,
    'error',
    [],
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_name, sample) => {
    expect(readErrorBody(sample) !== null).toBe(isErrorBody(sample));
  });
});
