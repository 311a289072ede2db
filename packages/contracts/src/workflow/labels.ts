import type { Language } from '../messages';
import type {
  HandlingMode,
  NotRegisteredDisposition,
  ProposalAction,
  ProposalKind,
  ProposalState,
  SignerState,
} from './proposal';
import type { TaskAction, TaskState } from './task';

type Labels<K extends string> = Record<K, Record<Language, string>>;

/** Names of workflow states and actions as users read them; the event log and the screens use these. */
export const PROPOSAL_STATE_LABELS: Labels<ProposalState> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  cosigning: { 'zh-CN': '待联名', en: 'Awaiting co-signers' },
  submitted: { 'zh-CN': '待审查', en: 'Awaiting review' },
  returned: { 'zh-CN': '退回修改', en: 'Returned for revision' },
  withdrawn: { 'zh-CN': '已撤案', en: 'Withdrawn' },
  registered: { 'zh-CN': '已立案', en: 'Registered' },
  not_registered: { 'zh-CN': '不予立案', en: 'Not registered' },
  merged: { 'zh-CN': '已并案', en: 'Merged' },
  assigned: { 'zh-CN': '已交办', en: 'Assigned' },
  handling: { 'zh-CN': '办理中', en: 'Being handled' },
  replied: { 'zh-CN': '已答复', en: 'Replied' },
  rehandling: { 'zh-CN': '重新办理', en: 'Being re-handled' },
  closed: { 'zh-CN': '已办结', en: 'Closed' },
};

export const PROPOSAL_ACTION_LABELS: Labels<ProposalAction> = {
  save: { 'zh-CN': '保存', en: 'Save' },
  invite: { 'zh-CN': '邀请联名', en: 'Invite co-signers' },
  submit: { 'zh-CN': '提交', en: 'Submit' },
  return: { 'zh-CN': '退回修改', en: 'Return for revision' },
  resubmit: { 'zh-CN': '重新提交', en: 'Resubmit' },
  withdraw: { 'zh-CN': '撤案', en: 'Withdraw' },
  register: { 'zh-CN': '立案', en: 'Register' },
  reject: { 'zh-CN': '不予立案', en: 'Do not register' },
  merge: { 'zh-CN': '并案', en: 'Merge' },
  assign: { 'zh-CN': '交办', en: 'Assign' },
  start_handling: { 'zh-CN': '开始办理', en: 'Handling started' },
  reply: { 'zh-CN': '答复', en: 'Replied' },
  close: { 'zh-CN': '办结', en: 'Close' },
  rehandle: { 'zh-CN': '重新办理', en: 'Re-handle' },
  close_with_minutes: { 'zh-CN': '协商后办结', en: 'Close after consultation' },
  mark_excellent: { 'zh-CN': '评为优秀提案', en: 'Mark as excellent' },
  unmark_excellent: { 'zh-CN': '取消优秀提案', en: 'Remove excellent mark' },
  enter_paper: { 'zh-CN': '录入纸质提案', en: 'Enter a paper proposal' },
};

export const TASK_STATE_LABELS: Labels<TaskState> = {
  new: { 'zh-CN': '待签收', en: 'Awaiting signature' },
  accepted: { 'zh-CN': '办理中', en: 'In progress' },
  adjust_requested: { 'zh-CN': '申请调整', en: 'Adjustment requested' },
  countersigning: { 'zh-CN': '协办会签', en: 'Co-units countersigning' },
  unit_review: { 'zh-CN': '待签发', en: 'Awaiting sign-off in the unit' },
  pending_review: { 'zh-CN': '待审核', en: 'Awaiting review' },
  replied: { 'zh-CN': '已答复', en: 'Replied' },
  opinion_sent: { 'zh-CN': '意见已送主办', en: 'Opinion sent to lead unit' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export const TASK_ACTION_LABELS: Labels<TaskAction> = {
  sign: { 'zh-CN': '签收', en: 'Sign for it' },
  request_adjustment: { 'zh-CN': '申请调整', en: 'Request adjustment' },
  approve_adjustment: { 'zh-CN': '同意调整', en: 'Approve adjustment' },
  refuse_adjustment: { 'zh-CN': '不同意调整', en: 'Refuse adjustment' },
  request_extension: { 'zh-CN': '申请延期', en: 'Request extension' },
  approve_extension: { 'zh-CN': '同意延期', en: 'Approve extension' },
  refuse_extension: { 'zh-CN': '不同意延期', en: 'Refuse extension' },
  send_countersign: { 'zh-CN': '送协办会签', en: 'Send to co-units' },
  submit_reply: { 'zh-CN': '提交答复', en: 'Submit reply' },
  reject_reply: { 'zh-CN': '退回答复', en: 'Reject reply' },
  approve_reply: { 'zh-CN': '审核通过', en: 'Approve reply' },
  send_opinion: { 'zh-CN': '发送协办意见', en: 'Send opinion' },
  submit_for_approval: { 'zh-CN': '送签发', en: 'Send for sign-off' },
  approve_in_unit: { 'zh-CN': '签发', en: 'Sign off' },
  return_in_unit: { 'zh-CN': '退回承办人修改', en: 'Return to the drafter' },
};

export const PROPOSAL_KIND_LABELS: Labels<ProposalKind> = {
  individual: { 'zh-CN': '个人提案', en: 'Individual' },
  joint: { 'zh-CN': '联名提案', en: 'Joint' },
  collective: { 'zh-CN': '集体提案', en: 'Collective' },
};

export const SIGNER_STATE_LABELS: Labels<SignerState> = {
  invited: { 'zh-CN': '待确认', en: 'Invited' },
  accepted: { 'zh-CN': '已同意', en: 'Accepted' },
  declined: { 'zh-CN': '已谢绝', en: 'Declined' },
};

export const HANDLING_MODE_LABELS: Labels<HandlingMode> = {
  single: { 'zh-CN': '单办', en: 'Single unit' },
  separate: { 'zh-CN': '分办', en: 'Separate units' },
  joint: { 'zh-CN': '会办', en: 'Lead and co-units' },
};

export const DISPOSITION_LABELS: Labels<NotRegisteredDisposition> = {
  opinion: { 'zh-CN': '转意见建议', en: 'Forwarded as an opinion' },
  public_sentiment: { 'zh-CN': '转社情民意', en: 'Forwarded as public sentiment' },
};
