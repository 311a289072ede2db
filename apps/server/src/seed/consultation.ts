import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  demoAccount,
  fromZoneWallTime,
  toZoneDay,
  type AdminUser,
  type ConsultationSlotInput,
  type TaskSummary,
} from '@cppcc/contracts';
import { PostgresAdapter } from 'kysely';
import type { Caller } from '../modules/auth/guard';
import { consultationService } from '../modules/consultation/service';
import { taskReads } from '../modules/tasks/reads';
import { rolesOf } from '../modules/users/service';
import { DAY, HOUR } from './clock';
import type { Seeder } from './types';

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});

/** A slot at `time` (Beijing wall time) `days` after `from`'s day. */
function slotAt(from: number, days: number, time: string, rest: Partial<ConsultationSlotInput> = {}) {
  const day = addCalendarDays(toZoneDay(new Date(from), CALENDAR_TIME_ZONE), days);
  return {
    startsAt: fromZoneWallTime(`${day}T${time}`, CALENDAR_TIME_ZONE),
    durationMinutes: 90,
    remote: false,
    place: '市发展和改革委员会三楼第二会议室',
    agenda: '听取提案人对办理工作的意见建议，通报初步办理思路，商定下一步工作安排。',
    ...rest,
  };
}

/**
 * Issue 28 §1: the demo unit's (发改委) consultation meetings with its proposals' proposers in every state — one
 * offered and waiting (proposed), one where the member asked for another time, one fixed in the coming
 * days (in both calendars) and one held last week with its minutes (the task's communication record).
 * All through the consultation service, at the times each step would have happened.
 */
export const consultationSeeder: Seeder = {
  name: '0031_consultations',
  async run(ctx) {
    const { services } = ctx;
    const byEmail = async (key: 'undertaker') => {
      const account = demoAccount(key);
      const found = await services.users.list({ q: account.email, page: 1, pageSize: 5 });
      const user = found.items.find((item) => item.email === account.email);
      if (!user) throw new Error(`Seed: no demo ${key}`);
      return toCaller(user);
    };
    const clerk = await byEmail('undertaker');
    const dialect = ctx.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const reads = taskReads(ctx.db, { dialect });
    const list = await reads.list(clerk, { type: 'all', page: 1, pageSize: 100 });
    // The demo unit's own open tasks, oldest proposal first; each meeting is with its proposal's 领衔人.
    const open = list.items
      .filter(
        (task) =>
          task.unit.id === clerk.unitId && (task.state === 'accepted' || task.state === 'countersigning'),
      )
      .sort((a, b) => (a.proposal.number ?? 0) - (b.proposal.number ?? 0));
    if (open.length < 4) throw new Error(`Seed: only ${open.length} open tasks of the demo unit`);
    const proposerOf = async (task: TaskSummary): Promise<Caller> => {
      const user = await services.users.findById(task.proposal.firstProposer.id);
      if (!user) throw new Error('Seed: a proposal without its first proposer');
      return { id: user.id, roles: rolesOf(user), unitId: user.unitId };
    };
    const [heldTask, fixedTask, askedTask, proposedTask] = open as [
      TaskSummary,
      TaskSummary,
      TaskSummary,
      TaskSummary,
    ];
    const now = Date.now();
    const at = (time: number) =>
      consultationService(ctx.db, { now: () => new Date(Math.min(time, now)).toISOString() });

    // Held last week: offered ten days ago, accepted, minuted the afternoon after the meeting.
    const held = await at(now - 10 * DAY).propose(heldTask.id, clerk, {
      format: 'talk',
      slots: [slotAt(now - 10 * DAY, 3, '09:30'), slotAt(now - 10 * DAY, 4, '14:30')],
    });
    const heldSlot = held.slots[0]!;
    const accepted = await at(now - 9 * DAY).answer(held.id, await proposerOf(heldTask), {
      action: 'accept',
      slotId: heldSlot.id,
    });
    await at(Date.parse(heldSlot.startsAt) + 5 * HOUR).minutes(held.id, clerk, {
      version: accepted.version,
      attendees: `${heldTask.proposal.firstProposer.displayName}委员；市发改委副主任 王强、综合处处长 李敏`,
      agreed:
        '双方就提案所提问题逐条交换意见。我委介绍了已开展的工作和下一步打算，提案人表示认可，建议加快配套政策出台。会议商定：一是年内出台实施细则；二是每季度向提案人通报进展。',
    });

    // Fixed for the day after tomorrow: in the unit's and the member's calendars.
    const fixed = await at(now - 2 * DAY).propose(fixedTask.id, clerk, {
      format: 'conference',
      slots: [
        slotAt(now, 2, '10:00'),
        slotAt(now, 3, '15:00', { remote: true, place: '视频会议，会议号 862 431 905' }),
      ],
    });
    await at(now - DAY).answer(fixed.id, await proposerOf(fixedTask), {
      action: 'accept',
      slotId: fixed.slots[0]!.id,
    });

    // The member asked for another time; the unit has not offered new slots yet.
    const asked = await at(now - DAY).propose(askedTask.id, clerk, {
      format: 'forum',
      slots: [slotAt(now, 5, '09:00')],
    });
    await at(now - 12 * HOUR).answer(asked.id, await proposerOf(askedTask), {
      action: 'ask_another',
      note: '当天要参加市政协常委会议，能否改到下周？',
    });

    // Offered this morning, not answered yet.
    await at(now - 2 * HOUR).propose(proposedTask.id, clerk, {
      format: 'talk',
      slots: [
        slotAt(now, 6, '09:30'),
        slotAt(now, 7, '14:30'),
        slotAt(now, 8, '10:00', { remote: true, place: '电话 0571-87050000' }),
      ],
    });
  },
};
