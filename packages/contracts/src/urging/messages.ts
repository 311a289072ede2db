/** Messages of urging (催办), spread into the catalogue (messages-all.ts). */
export const urgingMessages = {
  'zh-CN': {
    'urging.messageRequired': '请填写催办内容',
    'urging.nothingSelected': '请选择要催办的任务',
    'urging.taskFinished': '第{{number}}号提案的承办任务已办结，不能催办',
  },
  en: {
    'urging.messageRequired': 'Enter the message of the urge.',
    'urging.nothingSelected': 'Select the tasks to urge.',
    'urging.taskFinished': 'The task on proposal No. {{number}} is finished and cannot be urged.',
  },
} as const;
