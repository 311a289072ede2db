import type { Caller } from '../modules/auth/guard';
import { DAY, HOUR } from './clock';
import { handle, handlingCast, type Plan } from './handling';
import { DEMO_PROPOSAL_TEXTS, type DemoProposalText } from './proposal-texts';
import type { Seeder } from './types';

/**
 * The office's history behind the suggestions at 交办 (issue 28 §4): session 十五届一次会议 (2024) where
 * the topics of this year's proposals came up before — each twice (the second time with a sentence
 * more), registered in its category (at 2024 times), assigned to the unit whose field it is, answered
 * and evaluated (at the seeding time, as handling.ts handles the earlier sessions');
 * one 就业 proposal first went to the education bureau, which had it adjusted away (调整) to human
 * resources. So the registered proposals waiting to be assigned get suggestions with reasons, one topic
 * has none (the empty state), and the replay report has a session whose recurring topics it can hit.
 * Everything through the services (handling.ts's `handle`).
 */

/**
 * Demo text index → the unit of its field (units with a demo clerk; the demo unit 发改委 stays out, and so
 * does 生态环境局: its replies wait for its 签发人 since approval-urging.ts, which this seeder runs after).
 */
const TOPICS: [number, string][] = [
  [20, '市住房和城乡建设局'],
  [21, '市教育局'],
  [23, '市住房和城乡建设局'],
  [24, '市交通运输局'],
  [26, '市教育局'],
  [28, '市交通运输局'],
  [29, '市住房和城乡建设局'],
  [31, '市人力资源和社会保障局'],
  [33, '市卫生健康委员会'],
  [35, '市人力资源和社会保障局'],
  [38, '市住房和城乡建设局'],
  [40, '市教育局'],
  [16, '市总工会'],
  // 乡村民宿 and 数字乡村: this year's rural homestay proposal is suggested 文旅局 from its history.
  [51, '市文化广电和旅游局'],
  [61, '市农业农村局'],
];
/** The proposal adjusted away: text index, the unit first given it (handling.ts moves it to 人社局). */
const ADJUSTED: [number, string] = [31, '市教育局'];

const SESSION_START = Date.parse('2024-01-08T01:00:00.000Z');

const again = (text: DemoProposalText): DemoProposalText => ({
  ...text,
  analysis: `${text.analysis}据了解，群众对此仍有较多反映，有关工作还需持续推进。`,
});

export const suggestionHistorySeeder: Seeder = {
  name: '0035_suggestion_history',
  async run(ctx) {
    const { services, db } = ctx;
    const cast = await handlingCast(ctx);
    ctx.clock.set(SESSION_START - 30 * DAY);
    const session = await services.sessions.create({
      term: 15,
      meeting: 1,
      year: 2024,
      submissionOpensAt: '2024-01-08T00:00:00.000Z',
      submissionClosesAt: '2024-12-31T15:59:59.000Z',
      plenaryStartsAt: '2024-01-15T01:00:00.000Z',
      plenaryEndsAt: '2024-01-19T09:00:00.000Z',
      isCurrent: false,
    });
    // The demo member (first) keeps their own lists as they are: other members propose here.
    const members = cast.members.slice(1);
    const rounds = [TOPICS, TOPICS].flatMap((topics, round) =>
      topics.map(([index, unit]) => ({ index, unit, round })),
    );
    for (const [position, { index, unit, round }] of rounds.entries()) {
      const source = DEMO_PROPOSAL_TEXTS[index];
      if (!source) throw new Error(`Seed: no demo text ${index}`);
      const text = round === 0 ? source : again(source);
      const proposer: Caller | undefined = members[position % members.length];
      if (!proposer) throw new Error('Seed: no members');
      // The first round in the plenary week, the second through the year; each handled a day later.
      const created = SESSION_START + (round === 0 ? position * 6 * HOUR : (150 + position * 7) * DAY);
      ctx.clock.set(created);
      let row = await services.proposals.create(proposer, {
        sessionId: session.id,
        title: text.title,
        analysis: text.analysis,
        suggestions: text.suggestions,
        kind: 'individual',
        collectiveBody: null,
        categoryCode: text.category,
        publicity: 'public',
        privateReason: null,
        contactAddress: '市政协机关 提案委员会转',
      });
      ctx.clock.set(created + HOUR);
      row = await services.proposals.transition(row.id, 'submit', {}, proposer, row.version);
      ctx.clock.set(created + 2 * HOUR);
      row = await services.proposals.transition(
        row.id,
        'register',
        { categoryCode: text.category },
        cast.staff,
        row.version,
      );
      // Handled now, as handling.ts handles last year's: the task services' rules (adjustment window, due
      // dates) read the real time.
      ctx.clock.release();
      const adjusted = round === 0 && index === ADJUSTED[0];
      const plan: Plan = adjusted
        ? { mode: 'single', units: [ADJUSTED[1]], stage: 'adjusted' }
        : { mode: 'single', units: [unit], stage: 'closed' };
      const version = await db
        .selectFrom('proposals')
        .select('version')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      await handle(ctx, { id: row.id, version: version.version }, plan, cast, position);
    }
    ctx.clock.release();
  },
};
