import {
  TASK_DISTRIBUTION_CUTOUT,
  type DashboardChart,
  type LocalizedText,
  type Statistics,
  type Widget,
} from '@cppcc/contracts';

/**
 * The proposal office's project (issue 17, beyond the template): its 11 widgets are the current session's
 * figures as the statistics service reads them from the proposal and task tables at the time of the call —
 * proposals by state, the units' handling progress, overdue tasks — so they always agree with the
 * statistics page. No period applies: every widget has the one range `session`.
 */
export type LiveFigures = Pick<Statistics, 'proposals' | 'units' | 'replyClasses' | 'satisfaction'>;

/** No current session yet: every figure is zero. */
export const NO_SESSION_FIGURES: LiveFigures = {
  proposals: {
    received: 0,
    pending: 0,
    registered: 0,
    notRegistered: 0,
    merged: 0,
    withdrawn: 0,
    converted: { opinion: 0, publicSentiment: 0 },
    assigned: 0,
    replied: 0,
    closed: 0,
    key: 0,
  },
  units: [],
  replyClasses: [],
  satisfaction: { evaluations: 0, satisfied: 0, basicallySatisfied: 0, unsatisfied: 0, rate: null },
};

const t = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, en });
const same = (text: string): LocalizedText => ({ 'zh-CN': text, en: text });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Units with the most tasks first, at most this many in a chart or table. */
const TOP_UNITS = 10;

function counter(
  id: string,
  title: LocalizedText,
  value: number,
  label: LocalizedText,
  extra: [LocalizedText, number],
): Widget {
  return {
    id,
    kind: 'counter',
    title,
    currentRange: 'session',
    ranges: [
      {
        range: 'session',
        value,
        label,
        ofTarget: null,
        extra: { label: extra[0], value: extra[1] },
        chart: null,
      },
    ],
  };
}

function chart(
  id: string,
  title: LocalizedText,
  data: DashboardChart,
  figures: [LocalizedText, number][] = [],
): Widget {
  return {
    id,
    kind: 'chart',
    title,
    currentRange: 'session',
    ranges: [{ range: 'session', chart: data, figures: figures.map(([label, value]) => ({ label, value })) }],
  };
}

/** The live project's 11 widgets from the session's statistics. */
export function liveWidgets(figures: LiveFigures): Widget[] {
  const p = figures.proposals;
  const units = [...figures.units].sort((a, b) => b.assigned - a.assigned).slice(0, TOP_UNITS);
  const overdue = sum(figures.units.map((unit) => unit.overdue));
  const onTime = sum(figures.units.map((unit) => unit.onTime));
  const assignedTasks = sum(figures.units.map((unit) => unit.assigned));
  const signedTasks = sum(figures.units.map((unit) => unit.signed));
  const repliedTasks = sum(figures.units.map((unit) => unit.replied));
  const s = figures.satisfaction;
  return [
    counter('live-received', t('收到提案', 'Proposals received'), p.received, t('件', 'proposals'), [
      t('已立案', 'Registered'),
      p.registered,
    ]),
    counter('live-pending', t('待审查', 'Awaiting review'), p.pending, t('件', 'proposals'), [
      t('不予立案', 'Not registered'),
      p.notRegistered,
    ]),
    counter('live-assigned', t('已交办', 'Assigned'), p.assigned, t('件', 'proposals'), [
      t('已答复', 'Replied'),
      p.replied,
    ]),
    counter('live-overdue', t('逾期任务', 'Overdue tasks'), overdue, t('项', 'tasks'), [
      t('按期答复', 'Replied on time'),
      onTime,
    ]),
    chart('live-states', t('提案状态', 'Proposals by state'), {
      chartType: 'bar',
      labels: [
        t('待审查', 'Awaiting review'),
        t('已立案', 'Registered'),
        t('不予立案', 'Not registered'),
        t('并案', 'Merged'),
        t('撤回', 'Withdrawn'),
        t('已交办', 'Assigned'),
        t('已答复', 'Replied'),
        t('已办结', 'Closed'),
      ],
      datasets: [
        {
          label: t('提案数', 'Proposals'),
          data: [
            p.pending,
            p.registered,
            p.notRegistered,
            p.merged,
            p.withdrawn,
            p.assigned,
            p.replied,
            p.closed,
          ],
        },
      ],
      options: {},
    }),
    chart(
      'live-task-distribution',
      t('办理任务分布', 'Handling tasks'),
      {
        chartType: 'doughnut',
        labels: [t('待签收', 'Not signed'), t('办理中', 'In hand'), t('已答复', 'Replied')],
        datasets: [
          {
            label: t('任务数', 'Tasks'),
            data: [assignedTasks - signedTasks, signedTasks - repliedTasks, repliedTasks],
          },
        ],
        options: { cutout: TASK_DISTRIBUTION_CUTOUT },
      },
      [
        [t('交办任务', 'Tasks assigned'), assignedTasks],
        [t('逾期任务', 'Overdue tasks'), overdue],
      ],
    ),
    chart('live-unit-progress', t('承办单位办理进度', "Units' handling progress"), {
      chartType: 'bar',
      labels: units.map((unit) => same(unit.unit.name)),
      datasets: [
        { label: t('交办', 'Assigned'), data: units.map((unit) => unit.assigned) },
        { label: t('已签收', 'Signed'), data: units.map((unit) => unit.signed) },
        { label: t('已答复', 'Replied'), data: units.map((unit) => unit.replied) },
      ],
      options: {},
    }),
    counter('live-key', t('重点提案', 'Key proposals'), p.key, t('件', 'proposals'), [
      t('已办结', 'Closed'),
      p.closed,
    ]),
    chart('live-reply-classes', t('答复类别', 'Reply classes'), {
      chartType: 'doughnut',
      labels: figures.replyClasses.map((row) => same(row.code || '—')),
      datasets: [{ label: t('答复数', 'Replies'), data: figures.replyClasses.map((row) => row.count) }],
      options: {},
    }),
    {
      id: 'live-units',
      kind: 'table',
      title: t('承办单位', 'Units'),
      currentRange: 'session',
      ranges: [
        {
          range: 'session',
          columns: [
            { id: 'unit', title: t('单位', 'Unit') },
            { id: 'assigned', title: t('交办', 'Assigned') },
            { id: 'replied', title: t('已答复', 'Replied') },
            { id: 'overdue', title: t('逾期', 'Overdue') },
          ],
          rows: units.map((unit) => ({
            id: unit.unit.id,
            cells: [
              { id: 'unit', value: same(unit.unit.name), classes: 'strong', icon: null },
              { id: 'assigned', value: unit.assigned, classes: null, icon: null },
              { id: 'replied', value: unit.replied, classes: null, icon: null },
              {
                id: 'overdue',
                value: unit.overdue,
                classes: unit.overdue > 0 ? 'down' : 'muted',
                icon: unit.overdue > 0 ? 'down' : null,
              },
            ],
          })),
        },
      ],
    },
    counter('live-satisfaction', t('委员评价', 'Evaluations'), s.evaluations, t('条', 'evaluations'), [
      t('满意', 'Satisfied'),
      s.satisfied,
    ]),
  ];
}
