import type { SceneName } from './seed-pictures';

/**
 * The scrumboard's demo boards (issue 16): Chinese first, with English where a card is naturally written in
 * English. `labels` are indexes into the board's default labels (调研, 起草, 设计, 修复, 复核); `due` is in
 * days from the seeding day; `members` names who of the board is on the card (`owner`, `partner`).
 */
export interface SampleCard {
  name: string;
  description?: string;
  labels?: readonly number[];
  due?: number;
  members?: readonly ('owner' | 'partner')[];
  checklist?: { name: string; items: readonly (readonly [text: string, checked: boolean])[] };
  comments?: readonly { by: 'owner' | 'partner'; message: string }[];
  link?: { name: string; url: string };
  /** The card's cover: a picture from seed-pictures/ attached under `name`. */
  cover?: { scene: SceneName; name: string };
  subscribed?: boolean;
}
export interface SampleBoard {
  name: string;
  color: '' | 'blue' | 'teal' | 'purple' | 'amber';
  lists: readonly { name: string; cards: readonly SampleCard[] }[];
}

/** Every demo account's own board. */
export const PERSONAL_BOARD: SampleBoard = {
  name: '年度提案工作',
  color: 'blue',
  lists: [
    {
      name: '待办',
      cards: [
        {
          name: '确定年度提案选题',
          description: '结合界别特点，从社区养老、交通治理、营商环境中选定一至两个方向。',
          labels: [0],
          due: 7,
          members: ['owner'],
          checklist: {
            name: '选题准备',
            items: [
              ['查阅去年提案办理情况', true],
              ['听取界别群众意见', false],
              ['形成选题清单', false],
            ],
          },
        },
        { name: '约请承办单位座谈', labels: [4], due: 14 },
        {
          name: 'Translate the summary into English',
          description: 'For the visiting delegation.',
          labels: [1],
        },
      ],
    },
    {
      name: '进行中',
      cards: [
        {
          name: '社区养老服务调研',
          description: '走访三个街道的日间照料中心，记录服务人数与缺口。',
          labels: [0, 2],
          due: 3,
          members: ['owner'],
          cover: { scene: 'elderly-care-station', name: '养老服务站走访.jpg' },
          comments: [{ by: 'owner', message: '第一家中心已走访，资料已整理。' }],
          link: { name: '市民政局公开数据', url: 'https://www.mca.gov.cn/' },
          subscribed: true,
        },
        { name: '起草提案初稿', labels: [1], due: 10 },
      ],
    },
    {
      name: '已完成',
      cards: [{ name: '参加提案培训', labels: [4], due: -5, members: ['owner'] }],
    },
  ],
};

/** The board a committee member shares with the staff who follows up on proposals (the live demo). */
export const SHARED_BOARD: SampleBoard = {
  name: '提案督办协作',
  color: 'teal',
  lists: [
    {
      name: '待督办',
      cards: [
        {
          name: '交通拥堵治理提案办理进度',
          description: '承办单位已签收，待确认答复时间。',
          labels: [4],
          due: 5,
          members: ['partner'],
          comments: [
            { by: 'partner', message: '已电话联系承办单位，下周给出答复计划。' },
            { by: 'owner', message: '谢谢，请同步座谈时间。' },
          ],
        },
        { name: '整理委员反馈意见', labels: [0], members: ['owner'] },
      ],
    },
    {
      name: '督办中',
      cards: [
        {
          name: '营商环境提案现场督办',
          labels: [0, 4],
          due: 2,
          members: ['owner', 'partner'],
          checklist: {
            name: '现场督办',
            items: [
              ['确定督办日期', true],
              ['通知承办单位', true],
              ['形成督办纪要', false],
            ],
          },
          cover: { scene: 'community-visit', name: '现场督办.jpg' },
          subscribed: true,
        },
      ],
    },
    {
      name: '已办结',
      cards: [{ name: '垃圾分类提案答复评价', labels: [4], due: -10, members: ['partner'] }],
    },
  ],
};
