/** The list exports' messages (issue 30 §3), spread into the shared catalogue (messages-all.ts). */
export const listMessages = {
  'zh-CN': {
    'lists.unknownColumn': '列表没有“{{column}}”这一列；可用的列：{{allowed}}',
  },
  en: {
    'lists.unknownColumn': 'The list has no column "{{column}}"; its columns are: {{allowed}}.',
  },
} as const;
