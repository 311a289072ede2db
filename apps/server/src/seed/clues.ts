import type { AdminUser, ClueTransitionBody, Role } from '@cppcc/contracts';
import { PostgresAdapter } from 'kysely';
import pino from 'pino';
import type { Caller } from '../modules/auth/guard';
import { beijingDay } from '../modules/clues/context';
import { findClueByTrackingCode, type ClueRow } from '../modules/clues/repository';
import { cluesService } from '../modules/clues/service';
import type { MessageSender, OutgoingMessage } from '../modules/messaging/sender';
import type { Seeder } from './types';

/** Demo clues: [title, situation, suggestion, category, contact name]. */
const CLUES: [string, string, string, string, string | null][] = [
  [
    '城东菜市场周边早高峰拥堵',
    '城东菜市场门口每天早上七点到八点半车辆乱停，公交车进不了站。',
    '建议在北侧划出临时停车位，早高峰增派交警疏导。',
    'society',
    '张先生',
  ],
  [
    '老旧小区加装电梯协调难',
    '幸福里小区六层住宅多为老人居住，加装电梯因低层住户反对迟迟不能落地。',
    '建议出台加装电梯协商指引，对低层住户给予合理补偿。',
    'society',
    '李阿姨',
  ],
  [
    '河道沿岸垃圾清理不及时',
    '西溪支流沿岸每逢周末垃圾堆积，气味明显。',
    '建议增加保洁频次，设置分类垃圾桶和监控。',
    'ecology',
    null,
  ],
  [
    '小微企业贷款门槛高',
    '我们是一家二十人的加工厂，申请贷款要求抵押物多、审批时间长。',
    '建议扩大政府性融资担保覆盖面，推广信用贷款。',
    'economy',
    '王女士',
  ],
  [
    '社区托育机构太少',
    '我所在的街道只有一家托育机构，排队要半年。',
    '建议利用社区闲置用房建设普惠托育点。',
    'society',
    '陈女士',
  ],
  ['菜市场门口停车乱', '菜市场门口早上停车很乱，堵住公交站。', '希望管一管。', 'society', null],
  [
    '希望每个公园都建篮球场',
    '附近公园没有篮球场，年轻人没地方运动。',
    '建议每个公园都建篮球场。',
    'culture',
    '赵同学',
  ],
  [
    '夜间施工噪音扰民',
    '地铁站工地经常夜里十一点后还在施工。',
    '建议严格夜间施工审批并公开投诉电话。',
    'ecology',
    null,
  ],
];

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});

/**
 * Issue 27 §1: an open campaign and clues in every state — new, accepted, merged, declined, adopted by one
 * member and by several — sent and screened through the same service the public page and staff use. The
 * sender keeps the demo SMS in memory so the seeder can read each phone's code, as a citizen would.
 */
export const cluesSeeder: Seeder = {
  name: '0027_clues',
  async run(ctx) {
    const usersOf = async (role: Role) =>
      (await ctx.services.users.list({ role, page: 1, pageSize: 100 })).items.map(toCaller);
    const [staff] = await usersOf('staff');
    const members = await usersOf('members');
    const [first, second, third] = members;
    if (!staff || !first || !second || !third) throw new Error('Seed: no staff or too few members');
    let last: OutgoingMessage | undefined;
    const sender: MessageSender = {
      send: (message) => {
        last = message;
        return Promise.resolve();
      },
    };
    const dialect = ctx.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const clues = cluesService(ctx.db, {
      dialect,
      sender,
      log: pino({ enabled: false }),
      secret: 'demo-seed',
      now: ctx.clock.now,
    });
    const day = (offset: number) => beijingDay(new Date(Date.now() + offset * 86_400_000).toISOString());
    await clues.campaigns.create(staff, {
      title: '2027年市政协提案线索征集',
      startsOn: day(-20),
      endsOn: day(40),
      topics: ['营商环境', '城市更新', '一老一小', '生态环境'],
    });

    const sent: ClueRow[] = [];
    for (const [k, [title, situation, suggestion, categoryCode, contactName]] of CLUES.entries()) {
      const phone = `1390100${String(k + 1).padStart(4, '0')}`;
      await clues.public.requestCode(phone);
      const code = /(\d{6})/.exec(last?.body ?? '')?.[1] ?? '';
      const { trackingCode } = await clues.public.submit(
        { title, situation, suggestion, categoryCode, phone, code, ...(contactName ? { contactName } : {}) },
        'http://localhost:3000',
      );
      const row = await findClueByTrackingCode(ctx.db, trackingCode);
      if (!row) throw new Error('Seed: the clue was not saved');
      sent.push(row);
    }
    const origin = 'http://localhost:3000';
    const screen = (index: number, body: ClueTransitionBody) => {
      const clue = sent[index];
      if (!clue) throw new Error('Seed: no such clue');
      return clues.screen(clue.id, staff, { ...body, version: clue.version }, origin);
    };
    await screen(0, { action: 'accept', version: 1, categoryCode: 'society', tags: ['交通', '菜市场'] });
    await screen(1, {
      action: 'accept',
      version: 1,
      categoryCode: 'society',
      tags: ['城市更新', '加装电梯'],
    });
    await screen(3, { action: 'accept', version: 1, categoryCode: 'economy', tags: ['营商环境', '融资'] });
    await screen(4, { action: 'accept', version: 1, categoryCode: 'society', tags: ['一老一小'] });
    await screen(5, { action: 'merge', version: 1, targetId: sent[0]?.id ?? '' });
    await screen(6, {
      action: 'decline',
      version: 1,
      reason: '公园建设已有统一规划，篮球场将在新建公园中配建',
    });
    // Clues 2 and 7 stay new; 1 is adopted by two members, 3 by one, 0 and 4 wait in the library.
    await clues.library.adopt(sent[1]?.id ?? '', first);
    await clues.library.adopt(sent[1]?.id ?? '', second);
    await clues.library.adopt(sent[3]?.id ?? '', third);
  },
};
