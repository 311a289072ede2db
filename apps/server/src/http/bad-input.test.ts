import type { ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test/accounts';
import { CONTENT, PDF, workflowFixture } from '../test/workflow';

/** Bad input is a 4xx in the error shape naming the field, on both databases — never a 500. */
describe('bad input', () => {
  const w = workflowFixture();
  let draft: ProposalDetail;
  beforeAll(async () => {
    await w.setup();
    draft = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
  });
  afterAll(() => w.close());

  const en = { 'accept-language': 'en' };

  it('refuses a NUL character in a query, path or body field with 400 naming the field', async () => {
    const cases: [string, 'GET' | 'POST' | 'PATCH', string, unknown, string][] = [
      ['guest', 'GET', '/api/auth?email=a%00b&password=x', undefined, 'email'],
      ['guest', 'GET', '/api/public/replies/%00', undefined, 'id'],
      ['alice', 'GET', `/api/proposals/${draft.id}%00`, undefined, 'id'],
      ['alice', 'GET', '/api/proposals?q=%E5%85%BB%00', undefined, 'q'],
      [
        'alice',
        'PATCH',
        `/api/proposals/${draft.id}`,
        { version: draft.version, title: 'a\u0000b' },
        'title',
      ],
      ['admin', 'POST', '/api/admin/units', { name: '单位\u0000', type: '政府' }, 'name'],
    ];
    for (const [who, method, url, payload, field] of cases) {
      const response = await w.call(who, method, url, payload, en);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.fields?.[field], `${method} ${url}: ${response.body}`).toBe(
        'The text contains a control character (NUL) that is not allowed.',
      );
    }
  });

  it('answers a malformed multipart upload with a 4xx in the error shape', async () => {
    const url = `/api/proposals/${draft.id}/attachments`;
    const head = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', Buffer.concat([Buffer.from(head('x')), PDF, Buffer.from('\r\n--x--\r\n')])],
      [
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        Buffer.concat([Buffer.from(head('b'.repeat(300))), PDF]),
      ],
      ['multipart/form-data; boundary=x', Buffer.concat([Buffer.from(head('x')), PDF.subarray(0, 10)])],
      ['multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disposition: form-da')],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await w.call('alice', 'POST', url, payload, { ...en, 'content-type': contentType });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeLessThan(500);
      expect(errorOf(response).message).toBeTruthy();
    }
  });

  it('answers an empty unit id on the users routes and an out-of-range search with 400', async () => {
    const created = await w.call(
      'admin',
      'POST',
      '/api/admin/users',
      {
        displayName: '测试空单位',
        phone: '15811112222',
        password: 'Str0ng-passphrase',
        roles: ['undertaker'],
        unitId: '',
      },
      en,
    );
    expect(created.statusCode, created.body).toBe(400);
    expect(errorOf(created).fields?.unitId).toBe('The unit does not exist.');
    const tasks = await w.call('staff', 'GET', '/api/tasks?q=2147483648', undefined, en);
    expect(tasks.statusCode, tasks.body).toBe(200);
  });

  it('answers a malformed %-escape in the path in the error shape', async () => {
    const response = await w.call('alice', 'GET', '/api/proposals/%E0%A4%A', undefined, en);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });
});
