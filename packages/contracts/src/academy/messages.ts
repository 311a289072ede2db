/** The academy's validation and error messages, spread into the shared catalogue (messages.ts). */
export const academyMessages = {
  'zh-CN': {
    'academy.notFound': '课程不存在',
    'academy.category': '请选择课程类别',
    'academy.length': '课程时长须为 30、45、60、90 或 120 分钟',
    'academy.steps': '课程至少需要一个步骤',
    'academy.slug': '地址名只能包含小写字母、数字和连字符',
    'academy.activeStep': '步骤超出课程范围',
  },
  en: {
    'academy.notFound': 'This course does not exist.',
    'academy.category': 'Choose the course’s category.',
    'academy.length': 'A course lasts 30, 45, 60, 90 or 120 minutes.',
    'academy.steps': 'A course needs at least one step.',
    'academy.slug': 'The address name may hold only lowercase letters, digits and hyphens.',
    'academy.activeStep': 'The step is outside the course.',
  },
} as const;
