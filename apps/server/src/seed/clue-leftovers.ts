import {
  CLUE_LIBRARY_STATES,
  clueListQuerySchema,
  type AdminUser,
  type ProposalAction,
  type Role,
  type TaskAction,
} from '@cppcc/contracts';
import { PostgresAdapter } from 'kysely';
import pino from 'pino';
import type { Caller } from '../modules/auth/guard';
import { notifyPublishedReplies } from '../modules/clues/replies';
import { adoptionsOf, cluePage, findClueByTrackingCode } from '../modules/clues/repository';
import { cluesService } from '../modules/clues/service';
import type { MessageSender, OutgoingMessage } from '../modules/messaging/sender';
import { seedPicture, type PhotoName } from './seed-pictures';
import type { SeedContext, Seeder } from './types';

/** The clue whose adopted proposal is walked to a published reply (adopted by one member in 0027_clues). */
const ADOPTED_TITLE = '小微企业贷款门槛高';
const UNIT = '市发展和改革委员会';

/** Clues sent with pictures: one left awaiting screening, one accepted into the library. */
const WITH_PICTURES: readonly {
  title: string;
  situation: string;
  suggestion: string;
  categoryCode: string;
  accept: boolean;
  pictures: readonly PhotoName[];
}[] = [
  {
    title: '人行道井盖破损',
    situation: '解放路与建设路交叉口东侧人行道上的井盖破损下沉，夜里行人容易踩空。',
    suggestion: '建议尽快更换井盖，并排查周边道路的井盖。',
    categoryCode: 'society',
    accept: false,
    pictures: ['broken-manhole-1', 'broken-manhole-2'],
  },
  {
    title: '公交站台缺少遮阳棚',
    situation: '城北新区多个公交站台没有遮阳棚和座椅，夏天老人和孩子在烈日下候车。',
    suggestion: '建议为客流大的站台加装遮阳棚和座椅，优先覆盖医院和学校附近的站台。',
    categoryCode: 'society',
    accept: true,
    pictures: ['bus-stop-1', 'bus-stop-2'],
  },
];

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});

/**
 * Issue 27, the clue leftovers: clues with pictures (one awaiting screening, one in the library), and the
 * proposal a member built on a clue walked to a published reply — submitted, registered, assigned, signed,
 * answered, approved — after which the scheduler's job texts the clue's sender the public reply's link (the
 * job itself runs here with the seeding time). All through the services the API uses.
 */
export const clueLeftoversSeeder: Seeder = {
  name: '0033_clue_leftovers',
  async run(ctx) {
    const usersOf = async (role: Role) =>
      (await ctx.services.users.list({ role, page: 1, pageSize: 100 })).items;
    const [staffUser] = await usersOf('staff');
    const clerkUser = (await usersOf('undertaker')).find((user) => user.unit?.name === UNIT);
    if (!staffUser || !clerkUser?.unit) throw new Error('Seed: no staff or no clerk of the demo unit');
    const staff = toCaller(staffUser);
    const clerk = toCaller(clerkUser);
    const messages: OutgoingMessage[] = [];
    const sender: MessageSender = {
      send: (message) => {
        messages.push(message);
        return Promise.resolve();
      },
    };
    const dialect = ctx.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const log = pino({ enabled: false });
    const clues = cluesService(ctx.db, { dialect, sender, log, secret: 'demo-seed', now: ctx.clock.now });
    const origin = 'http://localhost:3000';

    for (const [k, clue] of WITH_PICTURES.entries()) {
      const phone = `1390200${String(k + 1).padStart(4, '0')}`;
      await clues.public.requestCode(phone);
      const code = /(\d{6})/.exec(messages.at(-1)?.body ?? '')?.[1] ?? '';
      const { title, situation, suggestion, categoryCode } = clue;
      const { trackingCode } = await clues.public.submit(
        { title, situation, suggestion, categoryCode, phone, code },
        origin,
      );
      for (const [n, picture] of clue.pictures.entries())
        await ctx.services.cluePictures.store(
          trackingCode,
          `现场${n + 1}.jpg`,
          'image/jpeg',
          seedPicture(picture),
        );
      const row = await findClueByTrackingCode(ctx.db, trackingCode);
      if (!row) throw new Error('Seed: the clue was not saved');
      if (clue.accept)
        await clues.screen(
          row.id,
          staff,
          { action: 'accept', version: row.version, categoryCode, tags: ['交通', '适老化'] },
          origin,
        );
    }

    await publishReplyOfAdopted(ctx, staff, clerk);
    const told = await notifyPublishedReplies(ctx.db, sender, log, new Date(ctx.clock.now()));
    if (told < 1) throw new Error('Seed: the sender of the adopted clue was not told of the reply');
  },
};

/** The adopted clue's proposal from draft to a published reply, step by step as its people would. */
async function publishReplyOfAdopted(ctx: SeedContext, staff: Caller, clerk: Caller) {
  const { services, db } = ctx;
  const { rows } = await cluePage(
    db,
    clueListQuerySchema.parse({ q: ADOPTED_TITLE, pageSize: 5 }),
    CLUE_LIBRARY_STATES,
  );
  const clue = rows.find((row) => row.title === ADOPTED_TITLE);
  const [adoption] = clue ? await adoptionsOf(db, [clue.id]) : [];
  if (!adoption) throw new Error(`Seed: no adopted proposal of the clue ${ADOPTED_TITLE}`);
  const { proposalId } = adoption;
  const proposal = await db
    .selectFrom('proposals')
    .select('version')
    .where('id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const member = (await services.users.list({ role: 'members', page: 1, pageSize: 100 })).items.find(
    (user) => user.id === adoption.memberId,
  );
  if (!member) throw new Error('Seed: the adopting member is gone');
  let version = Number(proposal.version);
  const step = async (action: ProposalAction, actor: Caller) => {
    version = (await services.proposals.transition(proposalId, action, {}, actor, version)).version;
  };
  await step('submit', toCaller(member));
  await step('register', staff);
  await services.assignments.assign(proposalId, staff, {
    version,
    handlingMode: 'single',
    leadUnitIds: [clerk.unitId ?? ''],
    coUnitIds: [],
  });
  const task = await db
    .selectFrom('tasks')
    .select('id')
    .where('proposalId', '=', proposalId)
    .executeTakeFirstOrThrow();
  const act = async (action: TaskAction, actor: Caller) => {
    const row = await db
      .selectFrom('tasks')
      .select('version')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    await services.tasks.transition(task.id, action, {}, actor, Number(row.version));
  };
  await act('sign', clerk);
  await services.communications(task.id, clerk, {
    method: 'phone',
    date: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    participants: '提案人、市发展和改革委员会财金处负责人',
    notes: '电话沟通了小微企业融资难的情况和拟采取的措施，提案人表示认可。',
  });
  const reply = await db
    .selectFrom('replies')
    .select(['id', 'version'])
    .where('taskId', '=', task.id)
    .executeTakeFirstOrThrow();
  await services.replies.update(reply.id, clerk, {
    version: Number(reply.version),
    docNumber: '发改函〔2026〕35号',
    body: '收到您根据群众线索提出的提案后，我委会同市金融工作办公室、人民银行市分行开展专题调研。经研究，将扩大政府性融资担保覆盖面，年内为小微企业新增担保额度五亿元，并推广“信易贷”纯信用贷款，压缩审批时间至五个工作日以内。',
    resultClass: 'A',
    signingLeader: '王明',
    contactPerson: '财金处',
    contactPhone: '0571-87050000',
  });
  await services.replies.generateLetter(reply.id, clerk);
  await act('submit_reply', clerk);
  await act('approve_reply', staff);
}
