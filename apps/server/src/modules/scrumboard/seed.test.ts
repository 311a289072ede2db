import { DEMO_ACCOUNTS, demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { scrumboardService } from './service';

describe('scrumboard demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(() => t.cleanup());

  const userId = async (key: (typeof DEMO_ACCOUNTS)[number]['key']) =>
    (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccount(key).email)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives every demo account its board, and the member a board shared with the staff', async () => {
    const service = scrumboardService(t.db.kysely);
    for (const account of DEMO_ACCOUNTS) {
      const boards = await service.boards(await userId(account.key));
      const shared = account.key === 'member' || account.key === 'staff';
      expect(boards.map((board) => board.name)).toEqual(
        shared ? ['年度提案工作', '提案督办协作'] : ['年度提案工作'],
      );
      const own = await service.board(await userId(account.key), boards[0]?.id ?? '');
      expect(own.lists.map((list) => [list.name, list.idCards.length])).toEqual([
        ['待办', 3],
        ['进行中', 2],
        ['已完成', 1],
      ]);
      const surveyed = own.cards.find((card) => card.name === '社区养老服务调研');
      expect(surveyed).toMatchObject({ idAttachmentCover: 'cover', subscribed: true });
      expect(surveyed?.activities.map((activity) => activity.type)).toEqual([
        'comment',
        'attachment',
        'attachment',
      ]);
    }
    const member = await userId('member');
    const staff = await userId('staff');
    const [, sharedSummary] = await service.boards(member);
    const seenByStaff = await service.board(staff, sharedSummary?.id ?? '');
    expect(seenByStaff.members.map((person) => person.id)).toEqual([member, staff]);
    expect(seenByStaff.settings.color).toBe('teal');
    const followUp = seenByStaff.cards.find((card) => card.name === '交通拥堵治理提案办理进度');
    expect(followUp?.activities.map((activity) => [activity.idMember, activity.message])).toEqual([
      [member, '谢谢，请同步座谈时间。'],
      [staff, '已电话联系承办单位，下周给出答复计划。'],
    ]);
  });

  it('lists a board made and shared in the same millisecond with its creator first, whoever that is', async () => {
    // A fixed clock: both join at one instant, so only the creator rule orders them (by id alone, one of the
    // two boards would list its guest first).
    const service = scrumboardService(t.db.kysely, { now: () => '2026-11-29T10:00:00.000Z' });
    const member = await userId('member');
    const staff = await userId('staff');
    for (const [owner, guest] of [
      [member, staff],
      [staff, member],
    ] as const) {
      const board = await service.create(owner, { name: '同一时刻共享' });
      await service.setMembers(owner, board.id, [guest]);
      const seen = await service.board(guest, board.id);
      expect(seen.members.map((person) => person.id)).toEqual([owner, guest]);
    }
  });
});
