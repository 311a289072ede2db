/**
 * The notes app's demo notes (issue 16), for a committee member or staff: Chinese first, with English where a
 * note is naturally written in English. `label` keys name SAMPLE_NOTE_LABELS; `reminder` is in hours from the
 * seeding time (negative: already due, and notified by the seed); `daysAgo` orders them (newest first).
 */
export const SAMPLE_NOTE_LABELS = ['会议', '调研', '提案', '学习', 'English'] as const;
export type SampleNoteLabel = (typeof SAMPLE_NOTE_LABELS)[number];

export interface SampleNote {
  title: string;
  description: string;
  checklist?: readonly (readonly [text: string, checked: boolean])[];
  labels?: readonly SampleNoteLabel[];
  reminderHours?: number;
  image?: boolean;
  archived?: boolean;
  daysAgo: number;
}

export const SAMPLE_NOTES: readonly SampleNote[] = [
  {
    title: '常委会议材料准备',
    description: '下周二上午九点，市政协常委会议审议年度提案工作报告。',
    checklist: [
      ['打印年度提案工作报告（征求意见稿）', true],
      ['汇总委员修改意见', false],
      ['确认会议室与座次', false],
    ],
    labels: ['会议'],
    reminderHours: 48,
    daysAgo: 0.1,
  },
  {
    title: '老旧小区加装电梯调研',
    description: '走访城东街道三个小区，听取居民对加装电梯资金分摊和低层住户补偿的意见。',
    labels: ['调研'],
    image: true,
    daysAgo: 1,
  },
  {
    title: '提交提案前核对',
    description: '关于完善社区养老服务网络的建议',
    checklist: [
      ['联名委员签字确认', true],
      ['补充近三年数据来源', true],
      ['请法律界委员把关措辞', false],
    ],
    labels: ['提案'],
    reminderHours: -3,
    daysAgo: 2,
  },
  {
    title: '学习《政协章程》修正案',
    description: '重点：协商议政格局、委员履职管理相关条款。读书会上交流体会。',
    labels: ['学习'],
    daysAgo: 3,
  },
  {
    title: 'Delegation visit',
    description:
      'Sister-city delegation on the 18th: prepare a short English briefing on our proposal system and the annual report.',
    labels: ['English', '会议'],
    daysAgo: 4,
  },
  {
    title: '答复意见跟踪',
    description: '市交通运输局对公交线网优化提案的答复已收到，待评价。',
    checklist: [['阅读答复全文', true]],
    labels: ['提案'],
    daysAgo: 6,
  },
  {
    title: '上季度界别活动小结',
    description: '已报送界别活动总结，归档备查。',
    labels: ['会议'],
    archived: true,
    daysAgo: 40,
  },
  {
    title: '',
    description: '随手记：垃圾分类督导员补贴标准各区不一，可作为明年提案线索。',
    archived: true,
    daysAgo: 60,
  },
];
