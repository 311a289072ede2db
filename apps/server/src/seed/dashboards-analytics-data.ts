import {
  ANALYTICS_RANGES,
  DEVICE_CUTOUT,
  type LocalizedText,
  type RangeKey,
  type TableCell,
  type Widget,
} from '@cppcc/contracts';
import { figures, lineOrBar, periodLabels, RANGE_DAYS, t } from './dashboards-figures';

/**
 * The analytics dashboard's 9 sample widgets (seed 001 §2: line, bar and doughnut charts, a map with 10
 * markers, a keyword table), each with figures for the five ranges, scaled by the days a range covers.
 */
const CITIES: readonly [string, LocalizedText, number, number, number][] = [
  ['beijing', t('北京', 'Beijing'), 39.9, 116.4, 1200],
  ['shanghai', t('上海', 'Shanghai'), 31.23, 121.47, 1100],
  ['new-york', t('纽约', 'New York'), 40.71, -74.0, 640],
  ['london', t('伦敦', 'London'), 51.51, -0.13, 520],
  ['tokyo', t('东京', 'Tokyo'), 35.68, 139.69, 480],
  ['paris', t('巴黎', 'Paris'), 48.86, 2.35, 350],
  ['sydney', t('悉尼', 'Sydney'), -33.87, 151.21, 260],
  ['sao-paulo', t('圣保罗', 'São Paulo'), -23.55, -46.63, 210],
  ['cairo', t('开罗', 'Cairo'), 30.04, 31.24, 150],
  ['moscow', t('莫斯科', 'Moscow'), 55.76, 37.62, 190],
];
const KEYWORDS: readonly [LocalizedText, number][] = [
  [t('提案办理', 'proposal handling'), 320],
  [t('政协委员', 'committee members'), 260],
  [t('社情民意', 'public opinion'), 180],
  [t('答复满意度', 'reply satisfaction'), 120],
  [t('重点提案', 'key proposals'), 95],
  [t('协商议政', 'consultation'), 70],
];

const ranges = <F extends object>(make: (range: RangeKey, days: number, index: number) => F) =>
  ANALYTICS_RANGES.map((range, index) => ({ range, ...make(range, RANGE_DAYS[range] ?? 1, index) }));

const counter = (
  id: string,
  title: LocalizedText,
  label: LocalizedText,
  perDay: number,
  chartType: 'line' | 'bar',
  salt: number,
): Widget => ({
  id,
  kind: 'counter',
  title,
  currentRange: 'last7Days',
  ranges: ranges((range, days, index) => {
    const f = figures(salt + index);
    const labels = periodLabels(range);
    return {
      value: f.around(perDay * days, 0.1),
      label,
      ofTarget: f.around(30) - 15,
      extra: null,
      chart: lineOrBar(chartType, labels, [
        { label: title, data: f.series(labels.length, (perDay * days) / labels.length) },
      ]),
    };
  }),
});

function keywordRow(keyword: LocalizedText, perDay: number, days: number, salt: number) {
  const f = figures(salt);
  const clicks = f.around(perDay * days);
  const impressions = f.around(clicks * 12);
  const change = f.around(40) - 20;
  const cells: TableCell[] = [
    { id: 'keyword', value: keyword, classes: 'strong', icon: null },
    { id: 'clicks', value: clicks, classes: null, icon: null },
    { id: 'impressions', value: impressions, classes: null, icon: null },
    {
      id: 'ctr',
      value: Math.round((clicks / Math.max(impressions, 1)) * 1000) / 10,
      classes: null,
      icon: null,
    },
    { id: 'change', value: change, classes: change >= 0 ? 'up' : 'down', icon: change >= 0 ? 'up' : 'down' },
  ];
  return { id: keyword.en.replace(/\s+/g, '-'), cells };
}

export function analyticsWidgets(): Widget[] {
  return [
    {
      id: 'visitors',
      kind: 'chart',
      title: t('访客', 'Visitors'),
      currentRange: 'last7Days',
      ranges: ranges((range, days, index) => {
        const f = figures(100 + index);
        const labels = periodLabels(range);
        const data = f.series(labels.length, (2400 * days) / labels.length);
        return {
          chart: lineOrBar('line', labels, [{ label: t('访客', 'Visitors'), data }]),
          figures: [{ label: t('合计', 'Total'), value: data.reduce((a, b) => a + b, 0) }],
        };
      }),
    },
    counter('conversion', t('转化', 'Conversion'), t('次转化', 'conversions'), 70, 'bar', 200),
    counter('impressions', t('展示', 'Impressions'), t('次展示', 'impressions'), 12400, 'line', 300),
    counter('visits', t('访问', 'Visits'), t('次访问', 'visits'), 126, 'bar', 400),
    {
      id: 'visitors-vs-page-views',
      kind: 'chart',
      title: t('访客与浏览量', 'Visitors vs. page views'),
      currentRange: 'last7Days',
      ranges: ranges((range, days, index) => {
        const f = figures(500 + index);
        const labels = periodLabels(range);
        const visitors = f.series(labels.length, (2400 * days) / labels.length);
        return {
          chart: lineOrBar('line', labels, [
            { label: t('浏览量', 'Page views'), data: visitors.map((value) => value * 3 + f.around(50)) },
            { label: t('访客', 'Visitors'), data: visitors },
          ]),
          figures: [{ label: t('平均停留（秒）', 'Average stay (s)'), value: f.around(150) }],
        };
      }),
    },
    {
      id: 'countries',
      kind: 'map',
      title: t('访客分布', 'Visitors by city'),
      currentRange: 'last7Days',
      ranges: ranges((_range, days, index) => {
        const f = figures(600 + index);
        return {
          markers: CITIES.map(([id, label, lat, lng, perDay]) => ({
            id,
            label,
            lat,
            lng,
            value: f.around(perDay * days),
          })),
        };
      }),
    },
    {
      id: 'devices',
      kind: 'chart',
      title: t('访问设备', 'Devices'),
      currentRange: 'last7Days',
      ranges: ranges((_range, _days, index) => {
        const f = figures(700 + index);
        const desktop = f.around(45, 0.2);
        const mobile = f.around(40, 0.2);
        const shares = [desktop, mobile, 100 - desktop - mobile];
        return {
          chart: {
            chartType: 'doughnut',
            labels: [t('桌面电脑', 'Desktop'), t('手机', 'Mobile'), t('平板', 'Tablet')],
            datasets: [{ label: t('占比（%）', 'Share (%)'), data: shares }],
            options: { cutout: DEVICE_CUTOUT },
          },
          figures: [
            { label: t('桌面电脑较上期（%）', 'Desktop vs. previous (%)'), value: f.around(20) - 10 },
            { label: t('手机较上期（%）', 'Mobile vs. previous (%)'), value: f.around(20) - 10 },
          ],
        };
      }),
    },
    {
      id: 'channels',
      kind: 'chart',
      title: t('访问来源', 'Traffic sources'),
      currentRange: 'last7Days',
      ranges: ranges((_range, days, index) => {
        const f = figures(800 + index);
        const labels = [
          t('搜索引擎', 'Search'),
          t('直接访问', 'Direct'),
          t('社交媒体', 'Social'),
          t('邮件', 'Email'),
          t('外部链接', 'Referral'),
        ];
        return {
          chart: lineOrBar('bar', labels, [
            { label: t('访客', 'Visitors'), data: f.series(labels.length, 500 * days) },
            { label: t('新访客', 'New visitors'), data: f.series(labels.length, 200 * days) },
          ]),
          figures: [],
        };
      }),
    },
    {
      id: 'keywords',
      kind: 'table',
      title: t('热门关键词', 'Top keywords'),
      currentRange: 'last7Days',
      ranges: ranges((_range, days, index) => ({
        columns: [
          { id: 'keyword', title: t('关键词', 'Keyword') },
          { id: 'clicks', title: t('点击', 'Clicks') },
          { id: 'impressions', title: t('展示', 'Impressions') },
          { id: 'ctr', title: t('点击率（%）', 'CTR (%)') },
          { id: 'change', title: t('变化（%）', 'Change (%)') },
        ],
        rows: KEYWORDS.map(([keyword, perDay], row) =>
          keywordRow(keyword, perDay, days, 900 + index * 10 + row),
        ),
      })),
    },
  ];
}
