import { defineBundle } from '../i18n/bundle';

/** Texts of the evaluation form, wherever a signer evaluates a reply (review folder, proposal page). */
export const evaluationBundle = defineBundle('evaluation', {
  'zh-CN': {
    attitude: '办理态度',
    result: '办理结果',
    contacted: '承办单位是否与您沟通',
    yes: '是',
    no: '否',
    comment: '意见',
    commentHint: '选填；选择“不满意”时必填',
    commentRequiredHint: '您选择了“不满意”，请说明理由',
    submit: '提交评价',
    formLabel: '评价{{unit}}的答复',
    othersPending: '全体提案人都评价后，提案才能办结。尚未评价的其他提案人：{{names}}',
    othersDone: '其他提案人均已评价。',
  },
  en: {
    attitude: 'Attitude of the unit',
    result: 'Result',
    contacted: 'Did the unit contact you?',
    yes: 'Yes',
    no: 'No',
    comment: 'Comment',
    commentHint: 'Optional; required when you choose “Unsatisfied”',
    commentRequiredHint: 'You chose “Unsatisfied”: please say why',
    submit: 'Send evaluation',
    formLabel: 'Evaluate the reply of {{unit}}',
    othersPending:
      'The proposal can be closed only once every proposer has evaluated. Other proposers yet to evaluate: {{names}}',
    othersDone: 'Every other proposer has evaluated.',
  },
});
