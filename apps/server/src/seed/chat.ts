import { demoAccount, type DemoAccountKey } from '@cppcc/contracts';
import { DAY, HOUR } from './clock';
import type { SeedContext, Seeder } from './types';

/** Who writes what, in order; minutes after the conversation started. */
interface Line {
  from: 0 | 1;
  text: string;
  minutes: number;
}

interface Conversation {
  between: [DemoAccountKey, DemoAccountKey];
  /** Days before now the conversation started. */
  daysAgo: number;
  lines: Line[];
  /** The second person has read the chat (otherwise it shows unread). */
  readBySecond: boolean;
}

const CONVERSATIONS: Conversation[] = [
  {
    between: ['staff', 'undertaker'],
    daysAgo: 3,
    readBySecond: true,
    lines: [
      { from: 0, text: '张主任您好，本届交办给发改委的提案已经在系统里了，请及时签收。', minutes: 0 },
      { from: 1, text: '收到，王老师。我们今天下午统一签收，主办的几件会尽快联系提案人。', minutes: 12 },
      { from: 0, text: '好的。会办的那件请注意和住建局协调会签时间。', minutes: 15 },
      { from: 1, text: '明白，已经约了住建局下周二碰头。', minutes: 40 },
    ],
  },
  {
    between: ['member', 'undertaker'],
    daysAgo: 1,
    readBySecond: false,
    lines: [
      {
        from: 1,
        text: '刘委员您好，我是发改委的张伟，负责办理您关于养老服务的提案，想约您当面沟通一下。',
        minutes: 0,
      },
      { from: 0, text: '张主任好，这周四下午我有时间，可以到委里来。', minutes: 30 },
      { from: 1, text: '好的，周四下午三点，发改委三楼会议室，恭候您。', minutes: 45 },
      { from: 0, text: '好，届时见。另外我补充了一份调研材料，稍后发给您。', minutes: 50 },
    ],
  },
  {
    between: ['staff', 'member'],
    daysAgo: 2,
    readBySecond: true,
    lines: [
      { from: 1, text: '王老师，我的提案联名截止时间是哪天？', minutes: 0 },
      {
        from: 0,
        text: '刘委员，联名截止时间在提案详情页能看到；截止前联名委员都答复后就可以提交。',
        minutes: 5,
      },
      { from: 1, text: '明白了，谢谢！', minutes: 7 },
    ],
  },
];

/** A demo account's user id (the accounts seeder made it). */
export async function userIdOf(ctx: SeedContext, key: DemoAccountKey): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccount(key).email)
    .executeTakeFirst();
  if (!row) throw new Error(`Seed: demo account ${key} missing`);
  return row.id;
}

/**
 * Team chat demo (issue 8): a few conversations between the demo accounts, written through the chat
 * service (contact rule, one chat per pair, unread counts) at believable times in the last days.
 */
export const chatSeeder: Seeder = {
  name: '0004_chat',
  async run(ctx) {
    const { services, clock } = ctx;
    const start = Date.now();
    for (const conversation of CONVERSATIONS) {
      const people = await Promise.all(conversation.between.map((key) => userIdOf(ctx, key)));
      const [first, second] = people as [string, string];
      const began = start - conversation.daysAgo * DAY - 2 * HOUR;
      clock.set(began);
      const { chat } = await services.chat.getChat({ id: first }, second);
      for (const line of conversation.lines) {
        clock.set(began + line.minutes * 60_000);
        const from = line.from === 0 ? first : second;
        const to = line.from === 0 ? second : first;
        await services.chat.send(
          { id: from },
          { chatId: chat.id, contactId: to, message: { message: line.text } },
        );
      }
      if (conversation.readBySecond) {
        clock.set(began + (conversation.lines.at(-1)?.minutes ?? 0) * 60_000 + 10 * 60_000);
        await services.chat.getChat({ id: second }, first);
      }
    }
    clock.release();
  },
};
