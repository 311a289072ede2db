/** Messages of the per-unit figures and the units' assessment (承办单位考核), spread into the catalogue. */
export const unitAssessmentMessages = {
  'zh-CN': {
    'unitAssessment.figureUnknown': '没有这一项统计',
    'unitAssessment.classRequired': '请指定答复类别',
    'unitAssessment.weightRange': '权重应为 0 至 100 的整数',
    'unitAssessment.penaltyRange': '扣分应为 0 至 50 之间、以 0.5 为单位的数',
    'unitAssessment.weightsZero': '至少一项权重应大于 0',
  },
  en: {
    'unitAssessment.figureUnknown': 'There is no such figure.',
    'unitAssessment.classRequired': 'Name the reply class.',
    'unitAssessment.weightRange': 'A weight is a whole number from 0 to 100.',
    'unitAssessment.penaltyRange': 'A deduction is a number from 0 to 50 in steps of 0.5.',
    'unitAssessment.weightsZero': 'At least one weight must be above 0.',
  },
} as const;
