import type {
  Consultation,
  ConsultationList,
  ProposalDate,
  ProposalDetail,
  TaskDetail,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson } from '../../db/values';
import { workflowFixture } from '../../test/workflow';
import type { Caller } from '../auth/guard';
import { consultationService } from './service';

/** 面商 (issue 28 §1): slots → answers → a fixed meeting → calendars and notices → minutes → a reply. */
const w = workflowFixture();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const slot = (hours: number, place = '市发改委三楼会议室') => ({
  startsAt: inHours(hours),
  durationMinutes: 60,
  remote: false,
  place,
  agenda: '听取提案人意见，介绍办理思路',
});

let proposal: ProposalDetail;
let task: TaskDetail;
let consultation: Consultation;

const db = () => w.context().app.db.kysely;
async function callerOf(name: string): Promise<Caller> {
  const row = await db()
    .selectFrom('users')
    .select(['id', 'roles', 'unitId'])
    .where('displayName', '=', `测试${name}`)
    .executeTakeFirstOrThrow();
  return { id: row.id, roles: fromDbJson<Caller['roles']>(row.roles), unitId: row.unitId };
}
const notificationsOf = async (name: string) =>
  db()
    .selectFrom('notifications')
    .select(['kind', 'params', 'link', 'smsState'])
    .where('userId', '=', (await callerOf(name)).id)
    .where('kind', 'like', 'consultation_%')
    .orderBy('createdAt')
    .execute();
const propose = (who: string, taskId: string, body: object) =>
  w.call(who, 'POST', `/api/tasks/${taskId}/consultations`, body);
const answer = (who: string, id: string, body: object) =>
  w.call(who, 'POST', `/api/consultations/${id}/answer`, body);
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

beforeAll(async () => {
  await w.setup([
    ['bob', ['members']],
    ['leader', ['leader']],
  ]);
  proposal = await w.assigned(
    { handlingMode: 'single', leadUnitIds: [w.unit('A')] },
    '关于优化公交线网的建议',
  );
  task = await w.acted('a1', await w.myTask('a1', proposal.id), { action: 'sign' });
}, 120_000);
afterAll(() => w.close());

describe('arranging (the unit)', () => {
  it('refuses a slot in the past, more than three slots and a missing place, naming the field', async () => {
    const past = await propose('a1', task.id, { format: 'talk', slots: [slot(-1)] });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ 'slots.0.startsAt': '面商时间须晚于现在' });
    const four = await propose('a1', task.id, {
      format: 'talk',
      slots: [slot(24), slot(25), slot(26), slot(27)],
    });
    expect(four.statusCode).toBe(400);
    expect(errorOf(four).fields?.slots).toBe('最多提供三个面商时间供选择');
    const noPlace = await w.call(
      'a1',
      'POST',
      `/api/tasks/${task.id}/consultations`,
      { format: 'talk', slots: [{ ...slot(24), place: '' }] },
      { 'accept-language': 'en' },
    );
    expect(errorOf(noPlace).fields).toEqual({ 'slots.0.place': 'Give the place, or choose by phone/video.' });
  });

  it('refuses a unit not handling the proposal, staff, and a task not signed for', async () => {
    expect((await propose('b1', task.id, { format: 'talk', slots: [slot(24)] })).statusCode).toBe(404);
    expect((await propose('staff', task.id, { format: 'talk', slots: [slot(24)] })).statusCode).toBe(403);
    const other = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit('A')] }, '未签收的提案');
    const unsigned = await w.myTask('a1', other.id);
    const refused = await propose('a1', unsigned.id, { format: 'talk', slots: [slot(24)] });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('待签收');
  });

  it('invites the proposers with the slots, logs the step and tells them (notice + SMS)', async () => {
    const response = await propose('a1', task.id, {
      format: 'talk',
      slots: [slot(48), { ...slot(72), remote: true, place: '腾讯会议 123-456' }],
    });
    expect(response.statusCode).toBe(200);
    consultation = response.json<Consultation>();
    expect(consultation).toMatchObject({
      state: 'proposed',
      format: 'talk',
      unit: { name: '市发展和改革委员会' },
    });
    expect(consultation.slots).toHaveLength(2);
    expect(consultation.invitees).toEqual([
      expect.objectContaining({
        role: 'first_proposer',
        answer: null,
        person: expect.objectContaining({ displayName: '测试alice' }) as unknown,
      }),
    ]);
    expect(consultation.allowedActions).toEqual(['reslot']);
    const [invited] = await notificationsOf('alice');
    expect(invited).toMatchObject({
      kind: 'consultation_invited',
      link: `/apps/proposals/${proposal.id}`,
    });
    // The SMS is queued (or being sent, or already sent, by the dispatcher the commit woke).
    expect(['pending', 'sending', 'sent']).toContain(invited?.smsState);
    const again = await propose('a1', task.id, { format: 'talk', slots: [slot(24)] });
    expect(again.statusCode).toBe(409);
    const logged = await db()
      .selectFrom('proposalEvents')
      .select('action')
      .where('proposalId', '=', proposal.id)
      .where('action', 'like', 'consultation_%')
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['consultation_propose']);
  });
});

describe('answering (the invitees)', () => {
  it('lets only invitees answer: another member 404, staff of a non-key proposal 403', async () => {
    const accept = { action: 'accept', slotId: consultation.slots[0]?.id };
    expect((await answer('bob', consultation.id, accept)).statusCode).toBe(404);
    expect((await answer('b1', consultation.id, accept)).statusCode).toBe(404);
    const staff = await answer('staff', consultation.id, accept);
    expect(staff.statusCode).toBe(403);
    expect(errorOf(staff).message).toBe('您不在本次面商的邀请名单中');
    expect((await w.call('bob', 'GET', `/api/consultations/${consultation.id}`)).statusCode).toBe(404);
  });

  it('takes a request for another time once, and tells the unit with the note', async () => {
    expect(
      (await answer('alice', consultation.id, { action: 'accept', slotId: 'no-such-slot' })).statusCode,
    ).toBe(400);
    const asked = await answer('alice', consultation.id, {
      action: 'ask_another',
      note: '下周二上午另有会议',
    });
    expect(asked.json<Consultation>()).toMatchObject({ state: 'another_requested', allowedActions: [] });
    const twice = await answer('alice', consultation.id, {
      action: 'accept',
      slotId: consultation.slots[0]?.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('您已答复过本轮面商邀请');
    const unitNotes = await notificationsOf('a1');
    expect(unitNotes.map((note) => note.kind)).toEqual(['consultation_another_asked']);
    expect(JSON.parse(unitNotes[0]?.params ?? '{}')).toMatchObject({
      reason: '下周二上午另有会议',
      personName: '测试alice',
    });
  });

  it('fixes the meeting when the first proposer accepts a slot of the new round', async () => {
    const stale = await w.call('a1', 'POST', `/api/consultations/${consultation.id}/slots`, {
      version: consultation.version - 1,
      slots: [slot(30)],
    });
    expect(stale.statusCode).toBe(409);
    const current = await w.ok<Consultation>('a1', 'GET', `/api/consultations/${consultation.id}`);
    const reslotted = await w.ok<Consultation>('a1', 'POST', `/api/consultations/${consultation.id}/slots`, {
      version: current.version,
      slots: [slot(30), slot(54)],
    });
    expect(reslotted.state).toBe('proposed');
    expect(reslotted.invitees[0]?.answer).toBeNull();
    const chosen = reslotted.slots[1]?.id ?? '';
    const fixed = await w.ok<Consultation>('alice', 'POST', `/api/consultations/${consultation.id}/answer`, {
      action: 'accept',
      slotId: chosen,
    });
    expect(fixed).toMatchObject({ state: 'fixed', fixedSlotId: chosen });
    consultation = fixed;
    for (const who of ['alice', 'a1']) {
      const fixedNote = (await notificationsOf(who)).find((note) => note.kind === 'consultation_fixed');
      expect(['pending', 'sending', 'sent']).toContain(fixedNote?.smsState);
      expect(JSON.parse(fixedNote?.params ?? '{}')).toMatchObject({ meetingPlace: '市发改委三楼会议室' });
    }
    const late = await answer('alice', consultation.id, { action: 'ask_another', note: '再改' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toContain('已确定');
  });

  it('serialises two answers of one invitee sent at once: one is taken, the other refused', async () => {
    const other = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit('B')] }, '并发答复的提案');
    const signed = await w.acted('b1', await w.myTask('b1', other.id), { action: 'sign' });
    const meeting = (
      await propose('b1', signed.id, { format: 'forum', slots: [slot(40), slot(41)] })
    ).json<Consultation>();
    const results = await Promise.all([
      answer('alice', meeting.id, { action: 'accept', slotId: meeting.slots[0]?.id }),
      answer('alice', meeting.id, { action: 'ask_another', note: '都不方便' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('calendar and feed', () => {
  it("puts the fixed meeting into the unit's and the proposer's calendars, not others'", async () => {
    const start = consultation.slots.find((item) => item.id === consultation.fixedSlotId)?.startsAt;
    for (const [who, link] of [
      ['alice', `/apps/proposals/${proposal.id}`],
      ['a1', `/undertaker/undertaker/detail/${proposal.id}`],
    ] as const) {
      const dates = await w.ok<ProposalDate[]>(who, 'GET', '/api/calendar-app/proposal-dates');
      expect(dates.filter((date) => date.id === `consultation:${consultation.id}`)).toEqual([
        expect.objectContaining({
          allDay: false,
          start,
          link,
          location: '市发改委三楼会议室',
          subject: '关于优化公交线网的建议',
        }),
      ]);
    }
    for (const who of ['bob', 'b1', 'staff']) {
      const dates = await w.ok<ProposalDate[]>(who, 'GET', '/api/calendar-app/proposal-dates');
      expect(dates.filter((date) => date.id === `consultation:${consultation.id}`)).toEqual([]);
    }
    const feed = await w.ok<{ path: string }>('alice', 'GET', '/api/calendar-app/feed');
    const ics = await w
      .context()
      .app.inject({ method: 'GET', url: feed.path, headers: { 'accept-language': 'zh-CN' } });
    expect(ics.body).toContain('SUMMARY:【面商】');
    expect(ics.body).toContain('LOCATION:市发改委三楼会议室');
  });
});

describe('minutes and the reply', () => {
  it('refuses minutes before the meeting and from anyone but the unit', async () => {
    const body = { version: consultation.version, attendees: '测试alice、李科长', agreed: '同意分两期推进' };
    const early = await w.call('a1', 'POST', `/api/consultations/${consultation.id}/minutes`, body);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toContain('会后才能记录纪要');
    expect(
      (await w.call('b1', 'POST', `/api/consultations/${consultation.id}/minutes`, body)).statusCode,
    ).toBe(404);
  });

  it('keeps the minutes as the communication record the reply needs', async () => {
    const reply = task.reply?.id ?? '';
    await w.fillReply('a1', reply);
    await w.ok('a1', 'POST', `/api/replies/${reply}/letter`);
    const without = await w.act('a1', await w.myTask('a1', proposal.id), { action: 'submit_reply' });
    expect(without.statusCode).toBe(400);
    expect(errorOf(without).fields).toHaveProperty('communication');

    const after = new Date(Date.parse(consultation.slots[1]?.startsAt ?? '') + 2 * HOUR).toISOString();
    const minuted = await consultationService(db(), { now: () => after }).minutes(
      consultation.id,
      await callerOf('a1'),
      {
        version: consultation.version,
        attendees: '测试alice、李科长',
        agreed: '同意分两期推进公交线网优化',
      },
    );
    expect(minuted).toMatchObject({ state: 'minuted', minutes: { agreed: '同意分两期推进公交线网优化' } });
    const detail = await w.myTask('a1', proposal.id);
    expect(detail.communications).toEqual([
      expect.objectContaining({
        method: 'meeting',
        participants: '测试alice、李科长',
        notes: '同意分两期推进公交线网优化',
      }),
    ]);
    const submitted = await w.acted('a1', detail, { action: 'submit_reply' });
    expect(submitted.state).toBe('pending_review');
    // Minutes once: the meeting is over.
    const again = await w.call('a1', 'POST', `/api/consultations/${consultation.id}/minutes`, {
      version: minuted.version,
      attendees: 'x',
      agreed: 'y',
    });
    expect(again.statusCode).toBe(409);
  });

  it("lists the proposal's meetings for its proposer and the task's for the unit", async () => {
    const mine = await w.ok<ConsultationList>('alice', 'GET', `/api/proposals/${proposal.id}/consultations`);
    expect(mine.items.map((item) => item.state)).toEqual(['minuted']);
    const unit = await w.ok<ConsultationList>('a1', 'GET', `/api/tasks/${task.id}/consultations`);
    expect(unit.items).toHaveLength(1);
    expect((await w.call('b1', 'GET', `/api/tasks/${task.id}/consultations`)).statusCode).toBe(404);
    expect((await w.call('bob', 'GET', `/api/proposals/${proposal.id}/consultations`)).statusCode).toBe(404);
  });
});

describe('key proposals', () => {
  it('invites the supervising leader and staff; their acceptance does not fix the meeting', async () => {
    const key = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit('C')] }, '重点提案面商');
    const leader = await callerOf('leader');
    await w.ok('staff', 'POST', `/api/proposals/${key.id}/key`, {
      version: key.version,
      isKey: true,
      leaderId: leader.id,
    });
    const signed = await w.acted('c1', await w.myTask('c1', key.id), { action: 'sign' });
    const meeting = (
      await propose('c1', signed.id, { format: 'conference', slots: [slot(50)] })
    ).json<Consultation>();
    expect(meeting.invitees.map((invitee) => invitee.role)).toEqual(['first_proposer', 'leader', 'staff']);
    const byLeader = await w.ok<Consultation>('leader', 'POST', `/api/consultations/${meeting.id}/answer`, {
      action: 'accept',
      slotId: meeting.slots[0]?.id,
    });
    expect(byLeader.state).toBe('proposed');
    const byStaff = await w.ok<Consultation>('staff', 'POST', `/api/consultations/${meeting.id}/answer`, {
      action: 'ask_another',
      note: '与常委会议冲突',
    });
    expect(byStaff.state).toBe('another_requested');
    const fixed = await w.ok<Consultation>('alice', 'POST', `/api/consultations/${meeting.id}/answer`, {
      action: 'accept',
      slotId: meeting.slots[0]?.id,
    });
    expect(fixed.state).toBe('fixed');
    const dates = await w.ok<ProposalDate[]>('leader', 'GET', '/api/calendar-app/proposal-dates');
    expect(dates.some((date) => date.id === `consultation:${meeting.id}`)).toBe(true);
  });
});
