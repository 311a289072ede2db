/** Messages of the reply approval inside the unit (签发), spread into the catalogue (messages-all.ts). */
export const approvalMessages = {
  'zh-CN': {
    'approval.approverNeedsUnitRole': '签发人须同时为承办单位用户',
    'approval.signOffRequired': '本单位设有签发人，答复须先送签发，签发后再报提案委',
    'approval.noApprover': '本单位未设签发人，答复请直接提交提案委审核',
  },
  en: {
    'approval.approverNeedsUnitRole': 'A reply approver must also be a user of a responsible unit.',
    'approval.signOffRequired':
      'Your unit has a reply approver: send the reply for sign-off first; it goes to the committee once signed off.',
    'approval.noApprover': 'Your unit has no reply approver: submit the reply to the committee directly.',
  },
} as const;
