import type { CalendarFeed, ProposalDate, ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** The read-only proposal layer and the iCalendar feed: each user sees only their own dates. */
const w = workflowFixture();
let repliedProposal: ProposalDetail;
let bProposal: ProposalDetail;

const dates = (who: string) => w.ok<ProposalDate[]>(who, 'GET', '/api/calendar-app/proposal-dates');
const kinds = (list: readonly ProposalDate[]) => list.map((date) => date.kind).sort();
const ics = (path: string) =>
  w.context().app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'zh-CN' } });

beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  const {
    items: [session],
  } = await w.ok<{ items: { id: string }[] }>('admin', 'GET', '/api/sessions');
  await w.ok('admin', 'PATCH', `/api/admin/sessions/${session?.id ?? ''}`, {
    submissionOpensAt: '2026-12-01T01:00:00.000Z',
    submissionClosesAt: '2027-01-10T09:00:00.000Z',
    plenaryStartsAt: '2027-01-20T01:00:00.000Z',
    plenaryEndsAt: '2027-01-23T09:00:00.000Z',
  });
  repliedProposal = await w.replied('A');
  bProposal = await w.assigned(
    { handlingMode: 'single', leadUnitIds: [w.unit('B')] },
    '关于完善社区养老服务的建议',
  );
  const task = await w.acted('b1', await w.myTask('b1', bProposal.id), { action: 'sign' });
  await w.acted('b1', task, {
    action: 'request_extension',
    reason: '需跨部门协调',
    dueDate: '2027-03-31T09:00:00.000Z',
  });
}, 120_000);
afterAll(() => w.close());

describe('proposal layer', () => {
  it('shows a unit its open tasks’ due dates and the extension it asked for, linking to the task page', async () => {
    const list = await dates('b1');
    expect(kinds(list)).toEqual(['extensionDue', 'taskDue']);
    const extension = list.find((date) => date.kind === 'extensionDue');
    expect(extension).toMatchObject({
      allDay: true,
      start: '2027-03-31',
      end: '2027-04-01',
      subject: '关于完善社区养老服务的建议',
      link: `/undertaker/undertaker/detail/${bProposal.id}`,
    });
    // Unit A replied (no open task), unit C has none.
    expect(await dates('a1')).toEqual([]);
    expect(await dates('c1')).toEqual([]);
  });

  it('shows the first proposer the evaluation deadline of the replied proposal, and nobody else', async () => {
    const list = await dates('alice');
    expect(kinds(list)).toEqual(['evaluationDue']);
    expect(list[0]).toMatchObject({
      subject: repliedProposal.title,
      link: `/apps/proposals/${repliedProposal.id}`,
    });
    expect(await dates('bob')).toEqual([]);
    expect(await dates('user')).toEqual([]);
  });

  it('shows staff the sessions’ dates in Shanghai days, the plenary as one span', async () => {
    const list = await dates('staff');
    expect(kinds(list)).toEqual(['plenary', 'submissionCloses', 'submissionOpens']);
    expect(list.find((date) => date.kind === 'plenary')).toMatchObject({
      start: '2027-01-20',
      end: '2027-01-24',
    });
    expect(list.find((date) => date.kind === 'submissionCloses')).toMatchObject({ start: '2027-01-10' });
    expect(kinds(await dates('admin'))).toEqual(kinds(list));
  });
});

describe('iCalendar feed', () => {
  it('serves own events and proposal dates at the secret address, and nothing at any other', async () => {
    await w.ok('b1', 'POST', '/api/calendar-app/add-event', {
      newEvent: {
        title: '养老提案面商, 第一次',
        allDay: false,
        start: '2026-12-02T06:00:00.000Z',
        end: '2026-12-02T07:00:00.000Z',
      },
    });
    const feed = await w.ok<CalendarFeed>('b1', 'GET', '/api/calendar-app/feed');
    expect(feed.path).toBe(`/api/calendar-app/ics/${feed.token}.ics`);
    expect((await w.ok<CalendarFeed>('b1', 'GET', '/api/calendar-app/feed')).token).toBe(feed.token);

    const response = await ics(feed.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.body.replace(/\r\n /g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY:养老提案面商\\, 第一次\r\n');
    expect(text).toContain('DTSTART:20261202T060000Z\r\n');
    expect(text).toContain('SUMMARY:【延期申请期限】');
    expect(text).toContain('DTSTART;VALUE=DATE:20270331\r\n');
    expect(text).toContain(`/undertaker/undertaker/detail/${bProposal.id}`);
    // Another user's feed holds none of it.
    const other = await w.ok<CalendarFeed>('c1', 'GET', '/api/calendar-app/feed');
    expect(other.token).not.toBe(feed.token);
    expect((await ics(other.path)).body).not.toContain('养老');

    for (const wrong of [
      `/api/calendar-app/ics/${feed.token.slice(0, -1)}x.ics`,
      `/api/calendar-app/ics/${feed.token}`,
      '/api/calendar-app/ics/..%2F..%2Fetc.ics',
    ])
      expect((await ics(wrong)).statusCode, wrong).toBe(404);
  });

  it('regenerating the address makes the old one answer 404', async () => {
    const old = await w.ok<CalendarFeed>('a1', 'GET', '/api/calendar-app/feed');
    expect((await ics(old.path)).statusCode).toBe(200);
    const fresh = await w.ok<CalendarFeed>('a1', 'POST', '/api/calendar-app/feed/regenerate');
    expect(fresh.token).not.toBe(old.token);
    expect((await ics(old.path)).statusCode).toBe(404);
    expect((await ics(fresh.path)).statusCode).toBe(200);
  });
});
