/** Members' duty records (issue 29 §2): staff's list, a member's record, the score rules; a member's own. */
export const DUTY_RECORDS_PATH = '/apps/staff/duty-records';
export const DUTY_RULES_PATH = '/apps/staff/duty-records/rules';
export const MY_DUTY_RECORD_PATH = '/apps/member/duty-record';
export const dutyRecordPath = (memberId: string) => `${DUTY_RECORDS_PATH}/${encodeURIComponent(memberId)}`;
export const proposalPath = (proposalId: string) => `/apps/proposals/${encodeURIComponent(proposalId)}`;
