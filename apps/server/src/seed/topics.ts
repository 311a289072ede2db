import { proposalListQuerySchema, type AdminUser, type Role } from '@cppcc/contracts';
import type { Caller } from '../modules/auth/guard';
import { topicsService } from '../modules/topics/service';
import type { Seeder } from './types';

/** The current session's guide (提案参考选题目录): the last one stays a draft staff have not published. */
const TOPICS = [
  {
    title: '推动数字经济与实体经济深度融合',
    background:
      '市政府工作报告提出加快建设数字经济强市。建议围绕工业互联网、中小企业数字化转型、数据要素市场培育等方面提出务实建议。',
    sourceUnit: '市发展和改革委员会',
  },
  {
    title: '城市更新与老旧小区改造',
    background: '全市尚有建成于2000年以前的老旧小区四百余个，加装电梯、管网改造、停车等问题群众反映集中。',
    sourceUnit: '市住房和城乡建设局',
  },
  {
    title: '健全普惠托育服务体系',
    background: '落实积极生育支持措施，围绕托育机构建设、用地保障、收费标准和从业人员培养等方面建言。',
    sourceUnit: '市卫生健康委员会',
  },
  {
    title: '加强基层医疗卫生服务能力建设',
    background: '基层医疗机构人才短缺、设备不足，分级诊疗推进缓慢，建议就紧密型医共体建设等提出意见。',
    sourceUnit: '政协社会和法制委员会',
  },
  {
    title: '推进全域旅游与文旅融合发展',
    background: '围绕文旅资源整合、夜间经济、文化遗产保护利用等方面提出建议。',
    sourceUnit: '市文化广电和旅游局',
  },
  {
    title: '优化营商环境，支持民营经济发展',
    background: '征求意见稿，待提案委员会审议后发布。',
    sourceUnit: '市工商业联合会',
  },
];

/** Proposals members wrote on the guide's topics: [topic index, title, submitted?]. */
const ANSWERS: [number, string, boolean][] = [
  [0, '关于加快中小企业数字化转型的建议', true],
  [0, '关于培育数据要素市场的建议', true],
  [1, '关于老旧小区加装电梯资金共担机制的建议', true],
  [2, '关于将托育服务纳入社区公共服务设施配套的建议', false],
  [3, '关于推进紧密型县域医共体建设的建议', true],
];

const CONTENT = {
  analysis: '经调研，该领域存在政策落实不到位、部门协同不足、资金保障不够等问题，群众和企业反映较多。',
  suggestions: '一是完善政策体系，明确牵头部门；二是加大资金投入，建立长效机制；三是加强督查考核。',
  categoryCode: 'economy',
};

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});

/**
 * Issue 27: the current session's topic guide with proposals that answer its topics, one proposal a
 * member handed in on paper and one paper evaluation — all through the services staff and members use.
 */
export const topicsSeeder: Seeder = {
  name: '0028_topics',
  async run(ctx) {
    const { services } = ctx;
    const usersOf = async (role: Role) =>
      (await services.users.list({ role, page: 1, pageSize: 100 })).items.map(toCaller);
    const [staff] = await usersOf('staff');
    const members = await usersOf('members');
    if (!staff || members.length < 3) throw new Error('Seed: no staff or too few members');
    const topics = topicsService(ctx.db, { now: ctx.clock.now });
    const created = [];
    for (const topic of TOPICS) created.push(await topics.create(staff, { ...topic, clueIds: [] }));
    for (const topic of created.slice(0, -1)) await topics.publish(topic.id, topic.version, true);

    for (const [k, [index, title, submit]] of ANSWERS.entries()) {
      const member = members[k % members.length] ?? staff;
      const draft = await services.proposals.create(member, {
        ...CONTENT,
        title,
        topicId: created[index]?.id ?? null,
      });
      if (submit) await services.proposals.transition(draft.id, 'submit', {}, member, draft.version);
    }

    await services.proposals.enterPaper(staff, {
      ...CONTENT,
      categoryCode: 'society',
      title: '关于完善农村留守老人关爱服务体系的建议',
      memberId: (members[1] ?? members[0])!.id,
      paperNumber: 'ZZ-2026-001',
      cosignerIds: [],
      topicId: null,
    });

    // A signer of a replied proposal handed in the evaluation form on paper.
    const replied = await services.proposals.list(
      staff,
      proposalListQuerySchema.parse({ state: 'replied', pageSize: 50 }),
    );
    for (const item of replied.items) {
      const status = await services.evaluations.ofProposal(item.id, staff);
      const [signer] = status.pendingSigners;
      const [reply] = status.replies;
      if (!signer || !reply || status.pendingSigners.length < 2) continue;
      await services.evaluations.evaluatePaper(reply.replyId, staff, {
        attitude: 'satisfied',
        result: 'basically_satisfied',
        contacted: true,
        comment: '纸质评价表：承办单位多次上门沟通，答复基本采纳所提建议。',
        memberId: signer.id,
        paperNumber: 'PJ-2026-001',
      });
      return;
    }
    throw new Error('Seed: no replied proposal with two signers awaiting evaluation');
  },
};
