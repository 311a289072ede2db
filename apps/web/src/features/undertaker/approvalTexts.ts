/** The unit workbench's texts of the reply sign-off inside the unit (签发, issue 28 §2), spread into i18n.ts. */
export const approvalTexts = {
  'zh-CN': {
    'actionHint.approve_in_unit': '请审阅答复。签发后答复以您的名义报送提案委审核，答复函的签发人为您。',
    'actionHint.return_in_unit': '请写明退回原因，答复将退回承办人修改。',
    returnReason: '退回原因',
    replyToSign: '待签发的答复',
    submitForApproval: '送签发',
    submitForApprovalConfirm:
      '本单位设有签发人：答复将先送签发人审阅，签发后报提案委审核，期间不能修改。确定送签吗？',
    sentForApproval: '答复已送签发，等待签发人审阅',
    outcomeUnitReview: '答复已送本单位签发人审阅，签发后报送提案委。',
    chainTitle: '办理流转',
    signedOff: '{{name}} 已于 {{time}} 签发',
    chainReason: '原因：{{reason}}',
    system: '系统',
  },
  en: {
    'actionHint.approve_in_unit':
      'Read the reply. Once you sign it off it goes to the proposal committee in your name, and the letter names you as its approver.',
    'actionHint.return_in_unit': 'Say why: the reply goes back to its drafter for revision.',
    returnReason: 'Reason for returning',
    replyToSign: 'Reply to sign off',
    submitForApproval: 'Send for sign-off',
    submitForApprovalConfirm:
      'Your unit has a reply approver: the reply goes to them first and then to the proposal committee; it cannot be changed meanwhile. Send it?',
    sentForApproval: 'Reply sent for sign-off; waiting for the approver.',
    outcomeUnitReview:
      'The reply waits for your unit’s approver; once signed off it goes to the proposal committee.',
    chainTitle: 'Handling chain',
    signedOff: 'Signed off by {{name}} on {{time}}',
    chainReason: 'Reason: {{reason}}',
    system: 'System',
  },
} as const;
