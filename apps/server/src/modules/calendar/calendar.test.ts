import { calendarEventListSchema, type CalendarEvent } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** The four calls of seed 001's calendar app: shapes, bad input, and each user's events apart. */
let ctx: TestContext;
const tokens = new Map<string, string>();

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/calendar-app/${url}`,
    headers: { ...bearer(tokens.get(who) ?? ''), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
async function events(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return calendarEventListSchema.parse(response.json());
}

const meeting = {
  title: '提案委员会主任会议',
  allDay: false,
  start: '2026-11-25T01:00:00.000Z',
  end: '2026-11-25T03:00:00.000Z',
  desc: '三楼第一会议室',
};

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  for (const [name, roles] of [
    ['ann', ['members']],
    ['ben', ['undertaker']],
  ] as const) {
    const user = await createUser(ctx, roles);
    tokens.set(name, await tokenFor(ctx, user));
  }
}, 60_000);
afterAll(() => ctx.close());

describe('calendar events', () => {
  it('adds, updates and removes events; each call answers all of the caller’s events', async () => {
    expect(await events('ann', 'GET', 'events')).toEqual([]);
    const added = await events('ann', 'POST', 'add-event', { newEvent: meeting });
    expect(added).toHaveLength(1);
    const [event] = added as [CalendarEvent];
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event).toEqual({ id: event.id, ...meeting });

    const allDay = await events('ann', 'POST', 'add-event', {
      newEvent: { title: '委员视察', allDay: true, start: '2026-11-27', end: '2026-11-29' },
    });
    expect(allDay).toHaveLength(2);
    expect(allDay[1]).toMatchObject({
      title: '委员视察',
      allDay: true,
      start: '2026-11-27',
      end: '2026-11-29',
    });
    expect(allDay[1]).not.toHaveProperty('desc');

    // Moved by drag: the same id, new times; an offset time is stored as UTC.
    const moved = await events('ann', 'POST', 'update-event', {
      event: { ...event, start: '2026-11-26T10:00:00.000Z', end: '2026-11-26T11:30:00Z' },
    });
    expect(moved.find((item) => item.id === event.id)).toMatchObject({
      start: '2026-11-26T10:00:00.000Z',
      end: '2026-11-26T11:30:00.000Z',
    });
    expect(await events('ann', 'GET', 'events')).toEqual(moved);

    const left = await events('ann', 'POST', 'remove-event', { eventId: event.id });
    expect(left.map((item) => item.title)).toEqual(['委员视察']);
  });

  it('keeps two users’ events apart', async () => {
    const anns = await events('ann', 'GET', 'events');
    const target = anns[0] as CalendarEvent;
    expect(await events('ben', 'GET', 'events')).toEqual([]);
    await events('ben', 'POST', 'add-event', { newEvent: { ...meeting, title: '签收交办件' } });
    expect((await events('ann', 'GET', 'events')).map((item) => item.title)).not.toContain('签收交办件');

    // Someone else's event is as unknown as one that never was.
    const update = await call('ben', 'POST', 'update-event', { event: { ...target, title: '改掉' } });
    expect(update.statusCode).toBe(404);
    expect((await call('ben', 'POST', 'remove-event', { eventId: target.id })).statusCode).toBe(404);
    expect(await events('ann', 'GET', 'events')).toEqual(anns);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, object, string, string][] = [
      ['add-event', { newEvent: { ...meeting, title: '  ' } }, 'title', 'Please enter a title.'],
      ['add-event', { newEvent: { ...meeting, title: undefined } }, 'title', 'Please enter a title.'],
      [
        'add-event',
        { newEvent: { ...meeting, end: '2026-11-25T00:30:00.000Z' } },
        'end',
        'The end must be after the start.',
      ],
      [
        'add-event',
        { newEvent: { ...meeting, end: meeting.start } },
        'end',
        'The end must be after the start.',
      ],
      [
        'add-event',
        { newEvent: { ...meeting, allDay: true, start: '2026-11-27', end: '2026-11-26' } },
        'end',
        'The end must be after the start.',
      ],
      [
        'add-event',
        { newEvent: { ...meeting, start: '2026-11-25 09:00' } },
        'start',
        'The time is not valid.',
      ],
      [
        'add-event',
        { newEvent: { ...meeting, allDay: true, start: '2026-11-25 09:00' } },
        'start',
        'The date is not valid.',
      ],
      [
        'add-event',
        { newEvent: { ...meeting, start: '2026-02-30T01:00:00Z' } },
        'start',
        'The time is not valid.',
      ],
      ['add-event', { newEvent: { ...meeting, title: 'x'.repeat(201) } }, 'title', ''],
      ['add-event', { newEvent: { ...meeting, allDay: 'yes' } }, 'allDay', ''],
      ['add-event', { newEvent: { ...meeting, colour: 'red' } }, 'colour', ''],
      ['add-event', {}, 'newEvent', ''],
      ['update-event', { event: { ...meeting } }, 'id', ''],
      ['update-event', { event: { id: 'x', ...meeting, end: '2026-11-24T00:00:00Z' } }, 'end', ''],
      ['remove-event', { eventId: '' }, 'eventId', ''],
    ];
    for (const [url, payload, field, message] of cases) {
      const response = await call('ann', 'POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      const fields = errorOf(response).fields ?? {};
      const named = Object.entries(fields).find(([path]) => path === field || path.endsWith(`.${field}`));
      expect(named, `${JSON.stringify(fields)} names ${field}`).toBeDefined();
      if (message) expect(named?.[1]).toBe(message);
    }
  });

  it('answers a guest with 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/calendar-app/events' });
    expect(response.statusCode).toBe(401);
  });
});
