import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  fromZoneWallTime,
  toZoneDay,
  type Consultation,
  type ConsultationFigures,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson } from '../../db/values';
import { workflowFixture } from '../../test/workflow';
import type { Caller } from '../auth/guard';
import { runJobsOnce } from '../scheduler/jobs';
import { raiseConsultationWarnings, unitFigures } from './deadlines';
import { sendConsultationReminders } from './reminders';

/** The day-before reminder and the consultation period (the setting): time passed in, never a clock. */
const w = workflowFixture();
const DAY = 86_400_000;
const db = () => w.context().app.db.kysely;
const slot = (startsAt: string) => ({
  startsAt,
  durationMinutes: 90,
  remote: true,
  place: '',
  agenda: '办理思路',
});

async function callerOf(name: string): Promise<Caller> {
  const row = await db()
    .selectFrom('users')
    .select(['id', 'roles', 'unitId'])
    .where('displayName', '=', `测试${name}`)
    .executeTakeFirstOrThrow();
  return { id: row.id, roles: fromDbJson<Caller['roles']>(row.roles), unitId: row.unitId };
}
const kindsOf = async (name: string, kind: string) =>
  db()
    .selectFrom('notifications')
    .select(['params'])
    .where('userId', '=', (await callerOf(name)).id)
    .where('kind', '=', kind)
    .execute();
async function fixedMeeting(unit: string, title: string, startsAt: string): Promise<Consultation> {
  const who = `${unit.toLowerCase()}1`;
  const proposal = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit(unit)] }, title);
  const task = await w.acted(who, await w.myTask(who, proposal.id), { action: 'sign' });
  const meeting = await w.ok<Consultation>(who, 'POST', `/api/tasks/${task.id}/consultations`, {
    format: 'talk',
    slots: [slot(startsAt)],
  });
  return w.ok<Consultation>('alice', 'POST', `/api/consultations/${meeting.id}/answer`, {
    action: 'accept',
    slotId: meeting.slots[0]?.id,
  });
}
const setDays = async (days: number | null) => {
  const settings = await w.ok<WorkflowSettings>('admin', 'GET', '/api/workflow-settings');
  await w.ok('admin', 'PUT', '/api/admin/workflow-settings', { ...settings, consultationWorkingDays: days });
};

beforeAll(async () => {
  await w.setup();
}, 120_000);
afterAll(() => w.close());

describe('the day-before reminder', () => {
  it('reminds every participant once, on the day before the meeting (Beijing time)', async () => {
    const startsAt = new Date(Date.now() + 5 * DAY).toISOString();
    const meeting = await fixedMeeting('A', '提醒测试的提案', startsAt);
    const meetingDay = toZoneDay(startsAt, CALENDAR_TIME_ZONE);
    const twoDaysBefore = new Date(
      fromZoneWallTime(`${addCalendarDays(meetingDay, -2)}T20:00`, CALENDAR_TIME_ZONE),
    );
    const dayBefore = new Date(
      fromZoneWallTime(`${addCalendarDays(meetingDay, -1)}T09:00`, CALENDAR_TIME_ZONE),
    );
    expect(await sendConsultationReminders(db(), twoDaysBefore)).toBe(0);
    // Two servers at once: one reminder.
    const runs = await Promise.all([
      sendConsultationReminders(db(), dayBefore),
      sendConsultationReminders(db(), dayBefore),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await sendConsultationReminders(db(), new Date(dayBefore.getTime() + 3_600_000))).toBe(0);
    for (const who of ['alice', 'a1']) {
      const notes = await kindsOf(who, 'consultation_reminder');
      expect(notes).toHaveLength(1);
      expect(JSON.parse(notes[0]?.params ?? '{}')).toMatchObject({
        meetingPlace: '电话/视频',
        proposalTitle: '提醒测试的提案',
      });
    }
    const row = await db()
      .selectFrom('consultations')
      .select('remindedAt')
      .where('id', '=', meeting.id)
      .executeTakeFirst();
    expect(row?.remindedAt).toBe(dayBefore.toISOString());
  });

  it('runs from the scheduler with the other jobs', async () => {
    const result = await runJobsOnce(w.context().app, new Date(Date.now() + 60 * DAY));
    expect(result.consultations).toEqual({ reminders: 0, warnings: 0 });
  });
});

describe('consultation within N working days of assignment (the setting)', () => {
  it('is off by default: no warnings, no due figures', async () => {
    const settings = await w.ok<WorkflowSettings>('admin', 'GET', '/api/workflow-settings');
    expect(settings.consultationWorkingDays).toBeNull();
    expect(await raiseConsultationWarnings(db(), new Date(Date.now() + 90 * DAY))).toBe(0);
    const figures = await w.ok<ConsultationFigures>('b1', 'GET', '/api/consultations/unit-figures');
    expect(figures).toMatchObject({ workingDays: null, due: 0, overdue: 0 });
  });

  it('warns the unit and staff once about a task with no meeting in its period; counts it in the figures', async () => {
    await setDays(15);
    const late = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit('B')] }, '未面商的提案');
    await w.acted('b1', await w.myTask('b1', late.id), { action: 'sign' });
    // Consulted in time: a meeting fixed for three days after assignment.
    await fixedMeeting('B', '已按期面商的提案', new Date(Date.now() + 3 * DAY).toISOString());

    const now = await w.ok<ConsultationFigures>('b1', 'GET', '/api/consultations/unit-figures');
    expect(now).toEqual({ workingDays: 15, arranged: 1, fixed: 1, minuted: 0, due: 1, overdue: 0 });
    const inside = new Date(Date.now() + 10 * DAY);
    expect(await raiseConsultationWarnings(db(), inside)).toBe(0);

    const after = new Date(Date.now() + 30 * DAY);
    expect(await raiseConsultationWarnings(db(), after)).toBe(1);
    expect(await raiseConsultationWarnings(db(), after)).toBe(0);
    const unitNotes = await kindsOf('b1', 'consultation_overdue');
    expect(unitNotes.map((note) => fromDbJson<{ proposalTitle: string }>(note.params).proposalTitle)).toEqual(
      ['未面商的提案'],
    );
    expect(await kindsOf('staff', 'consultation_overdue')).toHaveLength(1);
    expect(await unitFigures(db(), await callerOf('b1'), after)).toMatchObject({ due: 0, overdue: 1 });
    await setDays(null);
  });
});
