import {
  DEFAULT_ASSESSMENT_RULES,
  UNIT_FIGURES,
  demoAccount,
  type AssessmentRules,
  type UnitAssessment,
  type UnitFigureProposals,
  type UnitFigures,
  type UnitFiguresRow,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { docxText } from '../../test/docx';

/**
 * Per-unit figures (issue 28 §5) against a hand count of the seeded demo data in JavaScript, the lists
 * behind every cell against their figure, and the units' assessment (issue 29 §4): scores by the rules,
 * a changed rule changing the ranking, the Word report parsed back.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext({ seeded: true });
  await ctx.app.ready();
  for (const role of ['staff', 'admin', 'member'] as const)
    tokens[role] = (await ctx.app.authService.signIn(demoAccount(role).email, 'Cppcc@2026')).access_token;
}, 240_000);
afterAll(() => ctx.close());

async function call(role: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(tokens[role] ?? ''),
    ...(payload ? { payload } : {}),
  });
}
async function ok<T>(role: string, url: string): Promise<T> {
  const response = await call(role, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const SATISFIED = ['satisfied', 'basically_satisfied'];
const DAY = 86_400_000;

/** Every unit's figures of a session, counted row by row from the tables. */
async function handCount(sessionId: string): Promise<Map<string, Omit<UnitFiguresRow, 'unit'>>> {
  const db = ctx.db.kysely;
  const { signWarningDays } = await ok<{ signWarningDays: number }>('staff', '/api/workflow-settings');
  const tasks = await db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .selectAll('tasks')
    .where('proposals.sessionId', '=', sessionId)
    .where('tasks.state', '!=', 'cancelled')
    .execute();
  const meetings = await db.selectFrom('consultations').selectAll().where('state', '=', 'minuted').execute();
  const urges = await db
    .selectFrom('urges')
    .innerJoin('proposals', 'proposals.id', 'urges.proposalId')
    .select('urges.unitId')
    .where('proposals.sessionId', '=', sessionId)
    .execute();
  const replies = await db.selectFrom('replies').selectAll().execute();
  const evaluations = await db.selectFrom('evaluations').selectAll().execute();
  const result = new Map<string, Omit<UnitFiguresRow, 'unit'>>();
  for (const unitId of new Set([...tasks.map((task) => task.unitId), ...urges.map((urge) => urge.unitId)])) {
    const first = tasks.filter((task) => task.unitId === unitId && task.round === 1);
    const replied = first.filter((task) => task.state === 'replied' || task.state === 'opinion_sent');
    const firstIds = new Set(first.map((task) => task.id));
    const firstReplies = replies.filter((reply) => firstIds.has(reply.taskId));
    const classes: Record<string, number> = {};
    for (const reply of firstReplies)
      if (reply.state === 'approved' && reply.resultClass)
        classes[reply.resultClass] = (classes[reply.resultClass] ?? 0) + 1;
    const judged = evaluations.filter((evaluation) =>
      firstReplies.some((reply) => reply.id === evaluation.replyId),
    );
    result.set(unitId, {
      assigned: first.length,
      signedInTime: first.filter(
        (task) =>
          task.signedAt !== null &&
          Date.parse(task.signedAt) <= Date.parse(task.createdAt) + signWarningDays * DAY,
      ).length,
      replied: replied.length,
      repliedOnTime: replied.filter(
        (task) => task.repliedAt && task.dueDate && task.repliedAt <= task.dueDate,
      ).length,
      consulted: replied.filter((task) =>
        meetings.some(
          (meeting) =>
            meeting.taskId === task.id && meeting.startsAt && meeting.startsAt <= (task.repliedAt ?? ''),
        ),
      ).length,
      urges: urges.filter((urge) => urge.unitId === unitId).length,
      classes,
      evaluations: judged.length,
      attitudeSatisfied: judged.filter((evaluation) => SATISFIED.includes(evaluation.attitude)).length,
      resultSatisfied: judged.filter((evaluation) => SATISFIED.includes(evaluation.result)).length,
      rehandled: tasks.filter((task) => task.unitId === unitId && task.round === 2).length,
    });
  }
  return result;
}

async function sessions() {
  return ctx.db.kysely.selectFrom('sessions').select(['id', 'name', 'isCurrent']).execute();
}

describe('per-unit figures', () => {
  it('equal a hand count of every session, and several units have figures of every kind', async () => {
    const totals: Record<string, number> = {};
    for (const session of await sessions()) {
      const figures = await ok<UnitFigures>('staff', `/api/statistics/unit-figures?sessionId=${session.id}`);
      const counted = await handCount(session.id);
      expect(figures.session.name).toBe(session.name);
      expect(figures.items.map((row) => row.unit.id).sort()).toEqual([...counted.keys()].sort());
      for (const row of figures.items) {
        const { unit, ...rest } = row;
        expect(unit.name).not.toBe('');
        expect(rest, unit.name).toEqual(counted.get(unit.id));
        for (const figure of [
          'assigned',
          'signedInTime',
          'repliedOnTime',
          'consulted',
          'urges',
          'rehandled',
        ] as const)
          if (row[figure] > 0) totals[figure] = (totals[figure] ?? 0) + 1;
        if (row.evaluations > 0) totals.evaluations = (totals.evaluations ?? 0) + 1;
      }
    }
    // Demo data: non-trivial figures for several units.
    expect(totals.assigned).toBeGreaterThanOrEqual(3);
    expect(totals.repliedOnTime).toBeGreaterThanOrEqual(2);
    expect(totals.urges).toBeGreaterThanOrEqual(1);
    expect(totals.evaluations).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('lists behind every cell exactly the rows its figure counts', async () => {
    for (const session of await sessions()) {
      const figures = await ok<UnitFigures>('staff', `/api/statistics/unit-figures?sessionId=${session.id}`);
      for (const row of figures.items) {
        for (const figure of UNIT_FIGURES) {
          const codes = figure === 'class' ? Object.keys(row.classes) : [undefined];
          for (const code of codes) {
            const query = new URLSearchParams({ sessionId: session.id, unitId: row.unit.id, figure });
            if (code) query.set('code', code);
            const list = await ok<UnitFigureProposals>(
              'staff',
              `/api/statistics/unit-figures/proposals?${query.toString()}`,
            );
            const expected = figure === 'class' ? (row.classes[code ?? ''] ?? 0) : row[figure];
            expect(
              list.items.reduce((sum, item) => sum + item.count, 0),
              `${row.unit.name} ${figure}`,
            ).toBe(expected);
            expect(list.unit.name).toBe(row.unit.name);
          }
        }
      }
    }
  }, 120_000);

  it('refuses an unknown figure, a class without its code, an unknown unit, and members', async () => {
    const unknown = await call('staff', 'GET', '/api/statistics/unit-figures/proposals?unitId=x&figure=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'figure',
    );
    const noCode = await call('staff', 'GET', '/api/statistics/unit-figures/proposals?unitId=x&figure=class');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('code');
    const noUnit = await call(
      'staff',
      'GET',
      '/api/statistics/unit-figures/proposals?unitId=x&figure=assigned',
    );
    expect(noUnit.statusCode).toBe(404);
    expect((await call('member', 'GET', '/api/statistics/unit-figures')).statusCode).toBe(403);
    expect((await call('member', 'GET', '/api/unit-assessment')).statusCode).toBe(403);
  });
});

/** The score of one unit by the rules, written out again by hand. */
function scoreByHand(row: UnitFiguresRow, rules: AssessmentRules): number {
  const parts: [number, number, number][] = [
    [rules.signedInTimeWeight, row.signedInTime, row.assigned],
    [rules.repliedOnTimeWeight, row.repliedOnTime, row.assigned],
    [rules.consultedWeight, row.consulted, row.replied],
    [rules.satisfactionWeight, row.attitudeSatisfied + row.resultSatisfied, 2 * row.evaluations],
  ];
  const used = parts.filter(([weight, , whole]) => weight > 0 && whole > 0);
  const weights = used.reduce((sum, [weight]) => sum + weight, 0);
  const base =
    weights === 0
      ? 100
      : (100 * used.reduce((sum, [w, part, whole]) => sum + (w * part) / whole, 0)) / weights;
  const score = base - rules.rehandlingPenalty * row.rehandled - rules.urgePenalty * row.urges;
  return Math.round(Math.max(0, score) * 10) / 10;
}

describe('units assessment', () => {
  /** The current session: the demo's urges, late sign-fors and re-handling are there. */
  const current = async () => (await sessions()).find((session) => session.isCurrent === 1)!;

  it('scores every unit by the default rules and ranks them, equal scores sharing a rank', async () => {
    const session = await current();
    const assessment = await ok<UnitAssessment>('staff', `/api/unit-assessment?sessionId=${session.id}`);
    expect(assessment.rules).toEqual(DEFAULT_ASSESSMENT_RULES);
    expect(assessment.items.length).toBeGreaterThanOrEqual(3);
    assessment.items.forEach((item, index) => {
      expect(item.score, item.figures.unit.name).toBe(scoreByHand(item.figures, DEFAULT_ASSESSMENT_RULES));
      const before = assessment.items[index - 1];
      if (before) {
        expect(before.score).toBeGreaterThanOrEqual(item.score);
        expect(item.rank).toBe(before.score === item.score ? before.rank : index + 1);
      } else expect(item.rank).toBe(1);
    });
  });

  it('recomputes when a rule changes, and only admin changes the rules', async () => {
    const session = await current();
    const url = `/api/unit-assessment?sessionId=${session.id}`;
    const before = await ok<UnitAssessment>('staff', url);
    // Satisfaction alone, 50 points off per urge: every unit urged scores 0.
    const urgesOnly: AssessmentRules = {
      signedInTimeWeight: 0,
      repliedOnTimeWeight: 0,
      consultedWeight: 0,
      satisfactionWeight: 100,
      rehandlingPenalty: 0,
      urgePenalty: 50,
    };
    expect((await call('staff', 'PUT', '/api/admin/unit-assessment/rules', urgesOnly)).statusCode).toBe(403);
    try {
      await changeRules(before, urgesOnly, url);
    } finally {
      await call('admin', 'PUT', '/api/admin/unit-assessment/rules', DEFAULT_ASSESSMENT_RULES);
    }
    expect(await ok<UnitAssessment>('staff', url)).toEqual(before);
  });

  async function changeRules(before: UnitAssessment, urgesOnly: AssessmentRules, url: string) {
    const saved = await call('admin', 'PUT', '/api/admin/unit-assessment/rules', urgesOnly);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await ok<UnitAssessment>('staff', url);
    expect(after.rules).toEqual(urgesOnly);
    for (const item of after.items) expect(item.score).toBe(scoreByHand(item.figures, urgesOnly));
    const urged = after.items.filter((item) => item.figures.urges > 0);
    expect(urged.length).toBeGreaterThan(0);
    for (const item of urged) expect(item.score).toBe(0);
    // The ranking itself changes, not only the scores.
    const order = (assessment: UnitAssessment) => assessment.items.map((item) => item.figures.unit.id);
    expect(order(after)).not.toEqual(order(before));
    expect((await ok<AssessmentRules>('staff', '/api/unit-assessment/rules')).urgePenalty).toBe(50);

    const zero = await call('admin', 'PUT', '/api/admin/unit-assessment/rules', {
      ...urgesOnly,
      satisfactionWeight: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'repliedOnTimeWeight',
    );
  }

  it('writes the Word report with the rules, the ranking and every unit', async () => {
    const session = await current();
    const assessment = await ok<UnitAssessment>('staff', `/api/unit-assessment?sessionId=${session.id}`);
    const response = await call('staff', 'GET', `/api/unit-assessment/report.docx?sessionId=${session.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      `${session.name}承办单位提案办理工作考核报告.docx`,
    );
    const text = docxText(response.rawPayload);
    expect(text).toContain(`${session.name}承办单位提案办理工作考核报告`);
    expect(text).toContain('按时答复占40分');
    for (const item of assessment.items) {
      expect(text).toContain(item.figures.unit.name);
      expect(text).toContain(`得分${item.score.toFixed(1)}分`);
    }
  });
});
