import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('workbench', {
  'zh-CN': {
    staff: '工作人员工作台',
    members: '委员待办工作台',
    undertaker: '承办单位工作台',
    placeholder: '工作台的具体功能正在建设中，后续版本将在此处提供提案的提交、审查和办理。',
    signedInAs: '当前用户：{{name}}',
  },
  en: {
    staff: 'Staff workbench',
    members: "Members' to-do workbench",
    undertaker: 'Responsible unit workbench',
    placeholder:
      'The workbench is under construction; later versions will offer submitting, reviewing and handling proposals here.',
    signedInAs: 'Signed in as {{name}}',
  },
});
