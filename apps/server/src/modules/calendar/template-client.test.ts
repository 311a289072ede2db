import { calendarEventListSchema, type CalendarEvent } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * Issue 31 §2: what a client written for the template's demo API sends to add-event (an `id`, full
 * timestamps on all-day events, RFC 3339 offsets, an all-day end equal to its start), beside our own form.
 */
let ctx: TestContext;
let token = '';

/** The event add-event made: the one its answer (all events, in date order) has that was not there. */
async function add(newEvent: object): Promise<CalendarEvent> {
  const before = await ctx.app.inject({ url: '/api/calendar-app/events', headers: bearer(token) });
  const known = new Set(calendarEventListSchema.parse(before.json()).map((event) => event.id));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/calendar-app/add-event',
    headers: bearer(token),
    payload: { newEvent },
  });
  expect(response.statusCode, response.body).toBe(200);
  const added = calendarEventListSchema.parse(response.json()).filter((event) => !known.has(event.id));
  expect(added).toHaveLength(1);
  return added[0] as CalendarEvent;
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx, await createUser(ctx, ['members']));
}, 60_000);
afterAll(() => ctx.close());

describe('calendar add-event as the template sends it', () => {
  it('takes our form', async () => {
    const ours = {
      title: '会议',
      allDay: false,
      start: '2026-11-25T01:00:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    };
    const event = await add(ours);
    expect(event).toEqual({ id: event.id, ...ours });
  });

  it('ignores the client’s id and makes its own', async () => {
    const event = await add({
      id: 'template-1',
      title: '会议',
      allDay: false,
      start: '2026-11-25T01:00:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads an RFC 3339 offset as the instant it names', async () => {
    const event = await add({
      title: '会议',
      allDay: false,
      start: '2026-11-25T09:00:00+08:00',
      end: '2026-11-25T11:30+08:00',
    });
    expect(event).toMatchObject({ start: '2026-11-25T01:00:00.000Z', end: '2026-11-25T03:30:00.000Z' });
  });

  it('takes an all-day event’s full timestamps as days in Asia/Shanghai', async () => {
    // Midnight in Shanghai is the evening before in UTC: the day is Shanghai's.
    const event = await add({
      title: '视察',
      allDay: true,
      start: '2026-11-26T16:00:00.000Z',
      end: '2026-11-28T00:00:00+08:00',
    });
    expect(event).toMatchObject({ allDay: true, start: '2026-11-27', end: '2026-11-28' });
  });

  it('makes an all-day event whose end equals its start one day long', async () => {
    expect(await add({ title: '视察', allDay: true, start: '2026-11-27', end: '2026-11-27' })).toMatchObject({
      start: '2026-11-27',
      end: '2026-11-28',
    });
    const stamp = '2026-11-26T16:00:00.000Z';
    expect(await add({ id: 9, title: '视察', allDay: true, start: stamp, end: stamp })).toMatchObject({
      start: '2026-11-27',
      end: '2026-11-28',
    });
  });
});
