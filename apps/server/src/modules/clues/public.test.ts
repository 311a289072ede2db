import type { ClueIntake, ClueTracking } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOutbox } from '../../test/accounts';
import { workflowFixture } from '../../test/workflow';
import { insertClue } from './repository';
import { CLUE, clueClient, dayFromToday, freshPhone } from '../../test/clues';

const w = workflowFixture();
const { inject, codeFor, sendClue } = clueClient(w.context);
const countClues = async (phone: string) =>
  (await w.context().db.kysely.selectFrom('clues').select('id').where('phone', '=', phone).execute()).length;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('the public clue form without an open campaign', () => {
  it('says no campaign is open and refuses codes and clues', async () => {
    const intake = (await inject('GET', '/api/public/clues/intake')).json<ClueIntake>();
    expect(intake.campaign).toBeNull();
    expect(intake.categories.map((category) => category.code)).toContain('society');
    const code = await inject('POST', '/api/public/clues/code', { phone: freshPhone() });
    expect(code.statusCode).toBe(409);
    expect(code.json<{ error: { message: string } }>().error.message).toContain('没有正在进行');
    const sent = await inject('POST', '/api/public/clues', { ...CLUE, phone: freshPhone(), code: '123456' });
    expect(sent.statusCode).toBe(409);
  });
});

describe('campaigns', () => {
  it('are opened by staff only, with a valid period that overlaps no other', async () => {
    const body = {
      title: '2027年度提案线索征集',
      startsOn: dayFromToday(-3),
      endsOn: dayFromToday(30),
      topics: ['营商环境'],
    };
    await w.fails(403, 'alice', 'POST', '/api/clue-campaigns', body);
    await w.fails(401, 'nobody', 'POST', '/api/clue-campaigns', body);
    const backwards = await w.fails(400, 'staff', 'POST', '/api/clue-campaigns', {
      ...body,
      endsOn: dayFromToday(-10),
    });
    expect(backwards.fields?.endsOn).toBe('结束日期不能早于开始日期');
    const created = await w.ok<{ open: boolean; topics: string[] }>(
      'staff',
      'POST',
      '/api/clue-campaigns',
      body,
    );
    expect(created).toMatchObject({ open: true, topics: ['营商环境'] });
    const overlap = await w.fails(409, 'staff', 'POST', '/api/clue-campaigns', { ...body, title: '另一个' });
    expect(overlap.message).toContain('2027年度提案线索征集');
    const intake = (await inject('GET', '/api/public/clues/intake')).json<ClueIntake>();
    expect(intake.campaign?.title).toBe('2027年度提案线索征集');
  });
});

describe('sending a clue', () => {
  it('names every bad field and saves nothing', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const response = await inject('POST', '/api/public/clues', {
      title: ' ',
      situation: '',
      suggestion: 'x'.repeat(2001),
      categoryCode: 'society',
      phone: '12345',
      code: 'abc',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['code', 'phone', 'situation', 'suggestion', 'title']);
    const unknown = await inject('POST', '/api/public/clues', { ...CLUE, categoryCode: 'nope', phone, code });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'categoryCode',
    );
    const wrong = await inject('POST', '/api/public/clues', {
      ...CLUE,
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields.code).toBe('验证码错误');
    expect(await countClues(phone)).toBe(0);
  });

  it('refuses a code meant for signing in, and a code used twice', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const first = await inject('POST', '/api/public/clues', { ...CLUE, phone, code });
    expect(first.statusCode).toBe(201);
    const again = await inject('POST', '/api/public/clues', { ...CLUE, phone, code });
    expect(again.statusCode).toBe(400);
    // The clue code is not a sign-in code of the same phone.
    const login = await inject('POST', '/api/mobile/loginByPhone', { phone, code });
    expect(login.statusCode).toBe(400);
  });

  it('answers with a tracking code, sends it by SMS, and the tracking page shows only that clue', async () => {
    const { phone, trackingCode, trackingPath } = await sendClue({ contactName: '张先生' });
    expect(trackingCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(trackingPath).toBe(`/clues/track/${trackingCode}`);
    expect((await lastOutbox(w.context(), phone))?.body).toContain(`${trackingPath}`);
    const tracking = await inject('GET', `/api/public/clues/track/${trackingCode}`);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json<ClueTracking>()).toMatchObject({
      title: CLUE.title,
      state: 'new',
      adoptionCount: 0,
    });
    expect(tracking.body).not.toContain(phone);
    expect(tracking.body).not.toContain('张先生');
    const other = await inject('GET', `/api/public/clues/track/${'A'.repeat(32)}`);
    expect(other.statusCode).toBe(404);
    expect((await inject('GET', '/api/public/clues/track/short')).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('one code a minute per phone', async () => {
    const phone = freshPhone();
    await codeFor(phone);
    const again = await inject('POST', '/api/public/clues/code', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('ten code requests a minute per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await inject('POST', '/api/public/clues/code', { phone: freshPhone() }, '10.9.8.7')).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it(`a day's clues per phone, before the code is used`, async () => {
    const phone = freshPhone();
    const now = new Date().toISOString();
    for (let i = 0; i < 5; i += 1)
      await insertClue(w.context().db.kysely, {
        id: `limit-${phone}-${i}`,
        campaignId: null,
        title: `线索${i}`,
        situation: '情况',
        suggestion: '建议',
        categoryCode: 'society',
        tags: '[]',
        contactName: null,
        phone,
        trackingCode: `limit${phone}${i}`.padEnd(32, 'x'),
        linkOrigin: 'http://localhost',
        state: 'new',
        mergedIntoId: null,
        declineReason: null,
        decidedAt: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    const code = await codeFor(phone);
    const sixth = await inject('POST', '/api/public/clues', { ...CLUE, phone, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ error: { message: string } }>().error.message).toContain('5');
    expect(await countClues(phone)).toBe(5);
  });
});
