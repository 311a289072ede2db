import type { Language } from '../messages';

/** The calendar's validation and feed texts, spread into the shared catalogue (messages.ts, messages-en.ts). */
export const calendarMessages = {
  'zh-CN': {
    'calendar.titleRequired': '请填写日程标题',
    'calendar.startRequired': '请填写开始时间',
    'calendar.endRequired': '请填写结束时间',
    'calendar.timeInvalid': '时间格式不正确',
    'calendar.dayInvalid': '日期格式不正确',
    'calendar.endBeforeStart': '结束时间必须晚于开始时间',
    'calendar.eventUnknown': '该日程不存在',
    'calendar.tooManyEvents': '日程数量已达上限',
  },
  en: {
    'calendar.titleRequired': 'Please enter a title.',
    'calendar.startRequired': 'Please enter the start.',
    'calendar.endRequired': 'Please enter the end.',
    'calendar.timeInvalid': 'The time is not valid.',
    'calendar.dayInvalid': 'The date is not valid.',
    'calendar.endBeforeStart': 'The end must be after the start.',
    'calendar.eventUnknown': 'This event does not exist.',
    'calendar.tooManyEvents': 'You have reached the maximum number of events.',
  },
} as const satisfies Record<Language, Record<string, string>>;
