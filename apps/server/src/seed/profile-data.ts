import type {
  DemoAccountKey,
  ProfileAboutContent,
  ProfileMediaType,
  ProfilePostType,
} from '@cppcc/contracts';
import type { SceneName } from './seed-pictures';

/**
 * The profile page's demo content (seed 001: timeline, photos and videos, about), in both languages. People
 * are named by their place among the owner's friends (the other demo accounts, `friend`) or `self`.
 */
type Text = { zh: string; en: string };
export type Who = 'self' | { friend: number };
export interface SampleMedia {
  type: ProfileMediaType;
  title: Text;
  /** Its picture (seed-pictures.ts). */
  scene: SceneName;
}
export interface SamplePost {
  hoursAgo: number;
  author: Who;
  type: ProfilePostType;
  message: Text;
  media?: SampleMedia;
  article?: { title: Text; subtitle: Text; excerpt: Text; media: SampleMedia };
  likes: number;
  shares: number;
  comments: { author: Who; message: Text }[];
}

export const SAMPLE_ACTIVITIES: readonly { hoursAgo: number; friend: number; message: Text }[] = [
  { hoursAgo: 30, friend: 4, message: { zh: '将你添加为好友', en: 'added you as a friend' } },
  { hoursAgo: 20, friend: 3, message: { zh: '给你发了一条消息', en: 'sent you a message' } },
  {
    hoursAgo: 9,
    friend: 2,
    message: {
      zh: '邀请你加入小组“城市更新调研组”',
      en: 'invited you to the group “Urban Renewal Research”',
    },
  },
  { hoursAgo: 3, friend: 1, message: { zh: '赞了你分享的照片', en: 'liked the photo you shared' } },
  { hoursAgo: 1, friend: 0, message: { zh: '评论了你的动态', en: 'commented on your post' } },
];

export const SAMPLE_POSTS: readonly SamplePost[] = [
  {
    hoursAgo: 50,
    author: { friend: 2 },
    type: 'post',
    message: {
      zh: '协商座谈会的现场视频，没能到场的委员可以回看。',
      en: 'A video of the consultation meeting, for the members who could not come.',
    },
    media: {
      type: 'video',
      title: { zh: '协商座谈会', en: 'Consultation meeting' },
      scene: 'consultation-meeting',
    },
    likes: 33,
    shares: 9,
    comments: [],
  },
  {
    hoursAgo: 26,
    author: 'self',
    type: 'something',
    message: {
      zh: '本周的提案征集周五截止，请大家抓紧时间提交。',
      en: "This week's call for proposals closes on Friday — please submit in time.",
    },
    likes: 15,
    shares: 3,
    comments: [
      { author: { friend: 3 }, message: { zh: '收到，今晚就提交。', en: 'Got it, submitting tonight.' } },
      {
        author: { friend: 4 },
        message: { zh: '联名的名单还能改吗？', en: 'Can the co-signers still change?' },
      },
    ],
  },
  {
    hoursAgo: 8,
    author: { friend: 1 },
    type: 'article',
    message: {
      zh: '分享一篇关于社区养老服务的文章，值得一读。',
      en: 'Sharing an article on community elderly care — worth a read.',
    },
    article: {
      title: { zh: '社区养老服务的新探索', en: 'New approaches to community elderly care' },
      subtitle: { zh: '来自三个街道的实践', en: 'What three sub-districts have tried' },
      excerpt: {
        zh: '日间照料中心、助餐点和上门服务如何协同？三个街道给出了各自的答案……',
        en: 'How can day-care centres, meal points and home visits work together? Three sub-districts found their own answers…',
      },
      media: {
        type: 'photo',
        title: { zh: '日间照料中心', en: 'A day-care centre' },
        scene: 'day-care-centre',
      },
    },
    likes: 41,
    shares: 12,
    comments: [
      {
        author: { friend: 2 },
        message: {
          zh: '助餐点的做法可以写进明年的提案。',
          en: "The meal points belong in next year's proposals.",
        },
      },
    ],
  },
  {
    hoursAgo: 2,
    author: { friend: 0 },
    type: 'post',
    message: {
      zh: '今天到老城区走访了几户居民，记下了改造前后的变化。',
      en: 'Visited a few households in the old town today and noted what the renewal has changed.',
    },
    media: {
      type: 'photo',
      title: { zh: '老城区改造现场', en: 'The old town under renewal' },
      scene: 'old-town-renewal',
    },
    likes: 24,
    shares: 6,
    comments: [
      {
        author: { friend: 1 },
        message: {
          zh: '照片很清楚，可以附在提案里。',
          en: 'Clear photos — worth attaching to the proposal.',
        },
      },
      { author: 'self', message: { zh: '好的，我来整理。', en: "Good idea, I'll sort them out." } },
    ],
  },
];

/** Albums, oldest first (the page shows the newest first). */
export const SAMPLE_ALBUMS: readonly { daysAgo: number; name: Text; media: SampleMedia[] }[] = [
  {
    daysAgo: 40,
    name: { zh: '风景随拍', en: 'Out and about' },
    media: [
      { type: 'photo', title: { zh: '湖边清晨', en: 'Morning by the lake' }, scene: 'lake-morning' },
      { type: 'photo', title: { zh: '山间小路', en: 'A path in the hills' }, scene: 'hill-path' },
      { type: 'photo', title: { zh: '晚霞', en: 'Sunset' }, scene: 'city-sunset' },
    ],
  },
  {
    daysAgo: 15,
    name: { zh: '会议与活动', en: 'Meetings and events' },
    media: [
      { type: 'video', title: { zh: '全体会议开幕', en: 'The plenary opens' }, scene: 'plenary-session' },
      { type: 'photo', title: { zh: '分组讨论', en: 'Group discussion' }, scene: 'group-discussion' },
      {
        type: 'video',
        title: { zh: '协商座谈会', en: 'Consultation meeting' },
        scene: 'consultation-meeting',
      },
      { type: 'photo', title: { zh: '合影', en: 'Group photo' }, scene: 'group-photo' },
    ],
  },
  {
    daysAgo: 3,
    name: { zh: '调研走访', en: 'Field visits' },
    media: [
      {
        type: 'photo',
        title: { zh: '老城区改造现场', en: 'The old town under renewal' },
        scene: 'old-town-renewal',
      },
      {
        type: 'photo',
        title: { zh: '社区助餐点', en: 'A community meal point' },
        scene: 'community-meal-point',
      },
      { type: 'video', title: { zh: '居民座谈', en: 'Talking with residents' }, scene: 'residents-meeting' },
      { type: 'photo', title: { zh: '河道治理', en: 'River clean-up' }, scene: 'river-clean-up' },
      { type: 'photo', title: { zh: '公园新貌', en: 'The renewed park' }, scene: 'renewed-park' },
    ],
  },
];

const OCCUPATION: Record<DemoAccountKey, Text> = {
  admin: { zh: '系统管理员', en: 'System administrator' },
  staff: { zh: '提案委员会工作人员', en: 'Proposals committee officer' },
  user: { zh: '社区工作者', en: 'Community worker' },
  member: { zh: '政协委员', en: 'CPPCC member' },
  undertaker: { zh: '发展和改革委员会 办理人', en: 'Handler, Development and Reform Commission' },
  leader: { zh: '市政协副主席', en: 'Vice-chair of the city CPPCC' },
};

/** The About tab of one demo account, in both languages. */
export function sampleAbout(
  key: DemoAccountKey,
  contact: { phone: string; email: string },
): { zh: ProfileAboutContent; en: ProfileAboutContent } {
  const groups = (names: readonly [string, string, number][]) =>
    names.map(([name, category, members], index) => ({ id: `group-${index + 1}`, name, category, members }));
  return {
    zh: {
      general: {
        gender: key === 'staff' ? '女' : '男',
        birthday: '1978-04-12',
        locations: ['北京市', '杭州市'],
        about: '关注城市更新、社区养老和营商环境，希望把群众的呼声写进每一件提案。',
      },
      work: {
        occupation: OCCUPATION[key].zh,
        skills: '调查研究、协商议事、公文写作',
        jobs: [
          { company: '市政协', date: '2018 年至今' },
          { company: '市发展研究中心', date: '2010 – 2018 年' },
        ],
      },
      contact: {
        address: '北京市东城区正义路 2 号',
        tel: [contact.phone],
        websites: ['https://www.cppcc.gov.cn'],
        emails: [contact.email],
      },
      groups: groups([
        ['城市更新调研组', '专题调研', 12],
        ['社区养老服务小组', '民生议题', 8],
        ['提案写作交流群', '学习交流', 36],
      ]),
    },
    en: {
      general: {
        gender: key === 'staff' ? 'Female' : 'Male',
        birthday: '1978-04-12',
        locations: ['Beijing', 'Hangzhou'],
        about:
          "Cares about urban renewal, community elderly care and the business climate, and wants people's voices in every proposal.",
      },
      work: {
        occupation: OCCUPATION[key].en,
        skills: 'Research, consultation, official writing',
        jobs: [
          { company: 'City CPPCC', date: '2018 – now' },
          { company: 'City Development Research Centre', date: '2010 – 2018' },
        ],
      },
      contact: {
        address: '2 Zhengyi Road, Dongcheng District, Beijing',
        tel: [contact.phone],
        websites: ['https://www.cppcc.gov.cn'],
        emails: [contact.email],
      },
      groups: groups([
        ['Urban Renewal Research', 'Research', 12],
        ['Community Elderly Care', "People's livelihood", 8],
        ['Proposal Writing Circle', 'Learning', 36],
      ]),
    },
  };
}
