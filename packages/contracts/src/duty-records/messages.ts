/** The duty records' messages (issue 29 §2), spread into the catalogue (messages-all.ts). */
export const dutyRecordsMessages = {
  'zh-CN': {
    'dutyRecords.pointsInvalid': '分值须为 -100 至 100 之间的整数',
    'dutyRecords.capInvalid': '上限须为 0 至 10000 之间的整数，或留空表示不设上限',
    'dutyRecords.memberNotFound': '该委员不存在',
  },
  en: {
    'dutyRecords.pointsInvalid': 'Points must be a whole number from -100 to 100.',
    'dutyRecords.capInvalid': 'The cap must be a whole number from 0 to 10,000, or empty for no cap.',
    'dutyRecords.memberNotFound': 'This member does not exist.',
  },
} as const;
