import {
  DAY_RANGES,
  TASK_DISTRIBUTION_CUTOUT,
  WEEK_RANGES,
  type LocalizedText,
  type RangeKey,
  type WeatherLocation,
  type Widget,
} from '@cppcc/contracts';
import { DAY_LABELS, figures, lineOrBar, t, WEEK_LABELS } from './dashboards-figures';

/**
 * A sample project's 11 widgets (seed 001 §3, §4, §9): counters per day range, week charts of 7 points per
 * week range, the task distribution doughnut (cutout 66%), the schedule of today and tomorrow, the day chart
 * of 12 two-hour labels, budget and team tables. `salt` makes each project's figures its own.
 */
const over = <R extends RangeKey, F extends object>(
  list: readonly R[],
  make: (range: R, index: number) => F,
) => list.map((range, index) => ({ range, ...make(range, index) }));

const counter = (
  id: string,
  title: LocalizedText,
  label: LocalizedText,
  base: number,
  extra: LocalizedText,
  salt: number,
  ranged: boolean,
): Widget => ({
  id,
  kind: 'counter',
  title,
  currentRange: ranged ? 'today' : 'all',
  ranges: over<RangeKey, object>(ranged ? DAY_RANGES : ['all'], (_range, index) => {
    const f = figures(salt + index);
    const value = f.around(base);
    return { value, label, ofTarget: null, extra: { label: extra, value: f.around(value / 3) }, chart: null };
  }) as Extract<Widget, { kind: 'counter' }>['ranges'],
});

const SCHEDULE: readonly [LocalizedText, string][] = [
  [t('项目组晨会', 'Project team stand-up'), '09:00'],
  [t('与设计组评审界面', 'Design review of the screens'), '10:30'],
  [t('午餐会：季度规划', 'Lunch meeting: quarter planning'), '12:00'],
  [t('接口联调', 'API integration session'), '14:00'],
  [t('客户演示', 'Customer demo'), '16:00'],
  [t('发布复盘', 'Release retrospective'), '17:30'],
];
const TEAM: readonly [string, LocalizedText, LocalizedText][] = [
  ['李明', t('项目经理', 'Project manager'), t('北京', 'Beijing')],
  ['王芳', t('前端工程师', 'Front-end engineer'), t('上海', 'Shanghai')],
  ['张伟', t('后端工程师', 'Back-end engineer'), t('北京', 'Beijing')],
  ['陈静', t('测试工程师', 'QA engineer'), t('广州', 'Guangzhou')],
  ['刘洋', t('设计师', 'Designer'), t('上海', 'Shanghai')],
  ['赵磊', t('运维工程师', 'Operations engineer'), t('深圳', 'Shenzhen')],
];
const BUDGET: readonly [LocalizedText, number][] = [
  [t('人力', 'Staff'), 62000],
  [t('设计', 'Design'), 18000],
  [t('服务器', 'Servers'), 12000],
  [t('市场', 'Marketing'), 9000],
  [t('培训', 'Training'), 4000],
];

export function projectWidgets(salt: number): Widget[] {
  const spent = BUDGET.map(([, total], index) =>
    Math.min(total, figures(salt + 90 + index).around(total * 0.6, 0.4)),
  );
  return [
    counter(
      'due-tasks',
      t('待办任务', 'Due tasks'),
      t('项到期', 'due'),
      24,
      t('已完成', 'Completed'),
      salt + 1,
      true,
    ),
    counter(
      'overdue',
      t('逾期', 'Overdue'),
      t('项任务', 'tasks'),
      5,
      t('昨日逾期', "Yesterday's overdue"),
      salt + 5,
      false,
    ),
    counter(
      'issues',
      t('问题', 'Issues'),
      t('个未解决', 'open'),
      32,
      t('今日关闭', 'Closed today'),
      salt + 6,
      false,
    ),
    counter(
      'features',
      t('功能', 'Features'),
      t('项建议', 'proposals'),
      42,
      t('已实现', 'Implemented'),
      salt + 7,
      false,
    ),
    {
      id: 'issues-week',
      kind: 'chart',
      title: t('每周问题', 'Issues this week'),
      currentRange: 'thisWeek',
      ranges: over(WEEK_RANGES, (_range, index) => {
        const f = figures(salt + 10 + index);
        const created = f.series(WEEK_LABELS.length, 12);
        const closed = f.series(WEEK_LABELS.length, 10);
        const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
        return {
          chart: lineOrBar('line', WEEK_LABELS, [
            { label: t('新建', 'Created'), data: created },
            { label: t('关闭', 'Closed'), data: closed },
          ]),
          figures: [
            { label: t('新建', 'Created'), value: total(created) },
            { label: t('关闭', 'Closed'), value: total(closed) },
            { label: t('重新打开', 'Re-opened'), value: f.around(4) },
            { label: t('已修复', 'Fixed'), value: f.around(total(closed) * 0.8) },
          ],
        };
      }),
    },
    {
      id: 'task-distribution',
      kind: 'chart',
      title: t('任务分布', 'Task distribution'),
      currentRange: 'thisWeek',
      ranges: over(WEEK_RANGES, (_range, index) => {
        const f = figures(salt + 20 + index);
        const data = f.series(4, 20);
        return {
          chart: {
            chartType: 'doughnut',
            labels: [t('前端', 'Front-end'), t('后端', 'Back-end'), t('接口', 'API'), t('缺陷', 'Issues')],
            datasets: [{ label: t('任务', 'Tasks'), data }],
            options: { cutout: TASK_DISTRIBUTION_CUTOUT },
          },
          figures: [
            { label: t('新增任务', 'Tasks added'), value: data.reduce((a, b) => a + b, 0) },
            { label: t('完成任务', 'Tasks completed'), value: f.around(40) },
          ],
        };
      }),
    },
    {
      id: 'schedule',
      kind: 'schedule',
      title: t('日程', 'Schedule'),
      currentRange: 'today',
      ranges: over(['today', 'tomorrow'] as const, (_range, index) => ({
        items: SCHEDULE.filter((_item, row) => (row + index + salt) % 3 !== 0).map(([title, time], row) => ({
          id: `s${index}-${row}`,
          title,
          time,
        })),
      })),
    },
    {
      id: 'activity-day',
      kind: 'chart',
      title: t('今日动态', 'Activity of the day'),
      currentRange: 'today',
      ranges: over(['yesterday', 'today'] as const, (_range, index) => {
        const f = figures(salt + 30 + index);
        return {
          chart: lineOrBar('bar', DAY_LABELS, [
            { label: t('提交', 'Commits'), data: f.series(DAY_LABELS.length, 6, 0.9) },
            { label: t('评论', 'Comments'), data: f.series(DAY_LABELS.length, 4, 0.9) },
          ]),
          figures: [],
        };
      }),
    },
    {
      id: 'budget-distribution',
      kind: 'chart',
      title: t('预算分布', 'Budget distribution'),
      currentRange: 'all',
      ranges: [
        {
          range: 'all',
          chart: {
            chartType: 'doughnut',
            labels: BUDGET.map(([name]) => name),
            datasets: [{ label: t('预算（元）', 'Budget (CNY)'), data: BUDGET.map(([, total]) => total) }],
            options: {},
          },
          figures: [
            {
              label: t('总预算（元）', 'Total budget (CNY)'),
              value: BUDGET.reduce((a, [, total]) => a + total, 0),
            },
          ],
        },
      ],
    },
    {
      id: 'budget-details',
      kind: 'table',
      title: t('预算明细', 'Budget details'),
      currentRange: 'all',
      ranges: [
        {
          range: 'all',
          columns: [
            { id: 'type', title: t('类别', 'Type') },
            { id: 'total', title: t('预算（元）', 'Budget (CNY)') },
            { id: 'spent', title: t('已用（元）', 'Spent (CNY)') },
            { id: 'percent', title: t('已用（%）', 'Spent (%)') },
            { id: 'remaining', title: t('剩余（元）', 'Remaining (CNY)') },
          ],
          rows: BUDGET.map(([name, total], index) => {
            const used = spent[index] ?? 0;
            const percent = Math.round((used / total) * 1000) / 10;
            return {
              id: name.en.toLowerCase(),
              cells: [
                { id: 'type', value: name, classes: 'strong', icon: null },
                { id: 'total', value: total, classes: null, icon: null },
                { id: 'spent', value: used, classes: null, icon: null },
                {
                  id: 'percent',
                  value: percent,
                  classes: percent > 80 ? 'down' : 'up',
                  icon: percent > 80 ? 'up' : null,
                },
                { id: 'remaining', value: total - used, classes: 'muted', icon: null },
              ],
            };
          }),
        },
      ],
    },
    {
      id: 'team-members',
      kind: 'table',
      title: t('团队成员', 'Team members'),
      currentRange: 'all',
      ranges: [
        {
          range: 'all',
          columns: [
            { id: 'name', title: t('姓名', 'Name') },
            { id: 'position', title: t('职位', 'Position') },
            { id: 'office', title: t('办公地点', 'Office') },
          ],
          rows: TEAM.map(([name, position, office], index) => ({
            id: `m${index}`,
            cells: [
              { id: 'name', value: t(name, name), classes: 'strong', icon: null },
              { id: 'position', value: position, classes: null, icon: null },
              { id: 'office', value: office, classes: 'muted', icon: null },
            ],
          })),
        },
      ],
    },
  ];
}

const c = (celsius: number) => ({ C: celsius, F: Math.round(celsius * 1.8 + 32) });
const wind = (kmh: number) => ({ KMH: kmh, MPH: Math.round(kmh * 0.621371) });

/** The weather widget's cities (seed 001 §3): today's figures and a 3-day forecast. */
export const WEATHER_LOCATIONS: readonly Omit<WeatherLocation, 'id'>[] = [
  {
    name: t('北京', 'Beijing'),
    icon: 'sunny',
    temperature: c(12),
    windSpeed: wind(14),
    windDirection: 'NW',
    rainProbability: 10,
    next3Days: [
      { offset: 1, icon: 'partlyCloudy', temperature: c(10) },
      { offset: 2, icon: 'cloudy', temperature: c(8) },
      { offset: 3, icon: 'sunny', temperature: c(11) },
    ],
  },
  {
    name: t('上海', 'Shanghai'),
    icon: 'rainy',
    temperature: c(17),
    windSpeed: wind(20),
    windDirection: 'SE',
    rainProbability: 70,
    next3Days: [
      { offset: 1, icon: 'rainy', temperature: c(16) },
      { offset: 2, icon: 'cloudy', temperature: c(18) },
      { offset: 3, icon: 'partlyCloudy', temperature: c(19) },
    ],
  },
  {
    name: t('广州', 'Guangzhou'),
    icon: 'partlyCloudy',
    temperature: c(24),
    windSpeed: wind(9),
    windDirection: 'S',
    rainProbability: 35,
    next3Days: [
      { offset: 1, icon: 'sunny', temperature: c(25) },
      { offset: 2, icon: 'rainy', temperature: c(23) },
      { offset: 3, icon: 'cloudy', temperature: c(22) },
    ],
  },
];
