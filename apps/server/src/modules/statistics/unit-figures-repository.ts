import type { UnitFigure } from '@cppcc/contracts';
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { boundText } from '../../db/bound-text';
import type { DB } from '../../db/schema';

/**
 * SQL of the per-unit figures (issue 28 §5; the definitions are in contracts `unit-assessment/figures.ts`).
 * Each task figure is one condition on a row of `tasks` (`TASK_CONDITIONS`): the table sums it per unit
 * (`sum(case when … then 1 else 0 end)`) and a cell's list filters by it, so a figure and the proposals
 * behind it can never disagree. Four statements, each starting from the session's proposals (the covering
 * indexes of migration 0009): the tasks, the urges, the classes of the approved replies, the evaluations.
 * Every text value compared in WHERE is bound inside a cast (`boundText`): bound bare, SQLite compiles the
 * statement again on every run against its STAT4 samples, and their plan for the largest session was the
 * slower one (the classes: a Bloom filter on replies; bench/RESULTS.md, issue 33 §2, h-stat).
 */

const REPLIED_STATES = sql.join(['replied', 'opinion_sent'].map((state) => sql.lit(state)));

/** `tasks.signed_at` within `days` calendar days of `tasks.created_at` (ISO text in both dialects). */
function signedWithin(db: Kysely<DB>, days: number): RawBuilder<unknown> {
  const whole = sql.lit(Math.trunc(days));
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`tasks.signed_at::timestamptz <= tasks.created_at::timestamptz + make_interval(days => ${whole})`
    : sql`julianday(tasks.signed_at) <= julianday(tasks.created_at) + ${whole}`;
}

type EvaluationFigure = 'evaluations' | 'attitudeSatisfied' | 'resultSatisfied';
type TaskFigure = Exclude<UnitFigure, 'urges' | 'class' | EvaluationFigure>;

function taskConditions(db: Kysely<DB>, signDays: number): Record<TaskFigure, RawBuilder<unknown>> {
  const replied = sql`tasks.round = 1 and tasks.state in (${REPLIED_STATES})`;
  return {
    assigned: sql`tasks.round = 1`,
    signedInTime: sql`tasks.round = 1 and tasks.signed_at is not null and ${signedWithin(db, signDays)}`,
    replied,
    repliedOnTime: sql`${replied} and tasks.replied_at <= tasks.due_date`,
    consulted: sql`${replied} and exists (select 1 from consultations where consultations.task_id = tasks.id and consultations.state = 'minuted' and consultations.starts_at <= tasks.replied_at)`,
    rehandled: sql`tasks.round = 2`,
  };
}

const SATISFIED = sql.join(['satisfied', 'basically_satisfied'].map((value) => sql.lit(value)));
const EVALUATION_CONDITIONS: Record<EvaluationFigure, RawBuilder<unknown>> = {
  evaluations: sql`1 = 1`,
  attitudeSatisfied: sql`evaluations.attitude in (${SATISFIED})`,
  resultSatisfied: sql`evaluations.result in (${SATISFIED})`,
};

const isEvaluationFigure = (figure: UnitFigure): figure is EvaluationFigure =>
  figure in EVALUATION_CONDITIONS;

const count = sql<number>`count(*)`;

export function unitFiguresQueries(db: Kysely<DB>, sessionId: string, signDays: number) {
  const conditions = taskConditions(db, signDays);
  const session = boundText(sessionId);
  /** The session's tasks that count (cancelled ones never do). */
  const sessionTasks = () =>
    db
      .selectFrom('proposals')
      .crossJoin('tasks')
      .whereRef('tasks.proposalId', '=', 'proposals.id')
      .where('proposals.sessionId', '=', session)
      .where('tasks.state', '!=', boundText('cancelled'));
  /** Evaluations of the approved first-round replies of the session's tasks. */
  const sessionEvaluations = () =>
    sessionTasks()
      .innerJoin('replies', 'replies.taskId', 'tasks.id')
      .innerJoin('evaluations', 'evaluations.replyId', 'replies.id')
      .where('tasks.round', '=', 1);
  const sum = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

  return {
    taskFigures: () =>
      sessionTasks()
        .select([
          'tasks.unitId',
          sum(conditions.assigned).as('assigned'),
          sum(conditions.signedInTime).as('signedInTime'),
          sum(conditions.replied).as('replied'),
          sum(conditions.repliedOnTime).as('repliedOnTime'),
          sum(conditions.consulted).as('consulted'),
          sum(conditions.rehandled).as('rehandled'),
        ])
        .groupBy('tasks.unitId')
        .execute(),
    urges: () =>
      db
        .selectFrom('proposals')
        .crossJoin('urges')
        .whereRef('urges.proposalId', '=', 'proposals.id')
        .where('proposals.sessionId', '=', session)
        .select(['urges.unitId', count.as('n')])
        .groupBy('urges.unitId')
        .execute(),
    classes: () =>
      sessionTasks()
        .innerJoin('replies', 'replies.taskId', 'tasks.id')
        .where('tasks.round', '=', 1)
        .where('replies.state', '=', boundText('approved'))
        .where('replies.resultClass', 'is not', null)
        .select(['tasks.unitId', 'replies.resultClass', count.as('n')])
        .groupBy(['tasks.unitId', 'replies.resultClass'])
        .execute(),
    evaluations: () =>
      sessionEvaluations()
        .select([
          'tasks.unitId',
          count.as('evaluations'),
          sum(EVALUATION_CONDITIONS.attitudeSatisfied).as('attitudeSatisfied'),
          sum(EVALUATION_CONDITIONS.resultSatisfied).as('resultSatisfied'),
        ])
        .groupBy('tasks.unitId')
        .execute(),
    unitNames: (unitIds: readonly string[]) =>
      unitIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('units')
            .select(['id', 'name'])
            .where('id', 'in', [...unitIds])
            .execute(),

    /** The proposals behind one cell, by number; `count` = the rows of the figure each stands for. */
    proposalsBehind: (unitId: string, figure: UnitFigure, code: string | undefined) => {
      const columns = ['proposals.id', 'proposals.number', 'proposals.title', 'proposals.state'] as const;
      if (figure === 'urges')
        return db
          .selectFrom('proposals')
          .innerJoin('urges', 'urges.proposalId', 'proposals.id')
          .where('proposals.sessionId', '=', session)
          .where('urges.unitId', '=', boundText(unitId))
          .select([...columns, count.as('count')])
          .groupBy([...columns])
          .orderBy('proposals.number')
          .execute();
      if (figure === 'class')
        return sessionTasks()
          .innerJoin('replies', 'replies.taskId', 'tasks.id')
          .where('tasks.unitId', '=', boundText(unitId))
          .where('tasks.round', '=', 1)
          .where('replies.state', '=', boundText('approved'))
          .where('replies.resultClass', '=', boundText(code ?? ''))
          .select([...columns, count.as('count')])
          .groupBy([...columns])
          .orderBy('proposals.number')
          .execute();
      if (isEvaluationFigure(figure))
        return sessionEvaluations()
          .where('tasks.unitId', '=', boundText(unitId))
          .where(EVALUATION_CONDITIONS[figure] as RawBuilder<boolean>)
          .select([...columns, count.as('count')])
          .groupBy([...columns])
          .orderBy('proposals.number')
          .execute();
      return sessionTasks()
        .where('tasks.unitId', '=', boundText(unitId))
        .where(conditions[figure] as RawBuilder<boolean>)
        .select([...columns, count.as('count')])
        .groupBy([...columns])
        .orderBy('proposals.number')
        .execute();
    },
  };
}
