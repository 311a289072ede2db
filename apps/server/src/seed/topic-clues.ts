import { CLUE_LIBRARY_STATES, clueListQuerySchema, type AdminUser } from '@cppcc/contracts';
import { cluePage } from '../modules/clues/repository';
import { topicsService } from '../modules/topics/service';
import type { Seeder } from './types';

/** Topic of the demo guide → titles of library clues staff named as its related clues (相关线索). */
const LINKS: [string, string[]][] = [
  ['城市更新与老旧小区改造', ['老旧小区加装电梯协调难', '城东菜市场周边早高峰拥堵']],
  ['健全普惠托育服务体系', ['社区托育机构太少']],
  ['优化营商环境，支持民营经济发展', ['小微企业贷款门槛高']],
];

/**
 * Issue 27: after the guide (0028_topics) and the clue library (0027_clues) exist, staff link library clues
 * to three topics — two published, one still a draft — through the topic service, as the topic dialog does.
 */
export const topicCluesSeeder: Seeder = {
  name: '0034_topic_clues',
  async run(ctx) {
    const staffUser: AdminUser | undefined = (
      await ctx.services.users.list({ role: 'staff', page: 1, pageSize: 1 })
    ).items[0];
    if (!staffUser) throw new Error('Seed: no staff');
    const staff = { id: staffUser.id, roles: staffUser.roles, unitId: null };
    const topics = topicsService(ctx.db, { now: ctx.clock.now });
    const guide = await topics.list(staff);
    const { rows } = await cluePage(
      ctx.db,
      clueListQuerySchema.parse({ pageSize: 100 }),
      CLUE_LIBRARY_STATES,
    );
    for (const [title, clueTitles] of LINKS) {
      const topic = guide.items.find((item) => item.title === title);
      const clueIds = clueTitles.map((clueTitle) => rows.find((row) => row.title === clueTitle)?.id);
      if (!topic || clueIds.some((id) => !id)) throw new Error(`Seed: no topic or clue for ${title}`);
      await topics.update(topic.id, {
        version: topic.version,
        clueIds: clueIds.filter((id) => id !== undefined),
      });
    }
  },
};
