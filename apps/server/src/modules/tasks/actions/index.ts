import type { TaskAction } from '@cppcc/contracts';
import type { TaskEffect } from '../context';
import { approveAdjustment } from './approve-adjustment';
import { approveExtension } from './approve-extension';
import { approveInUnit } from './approve-in-unit';
import { approveReply } from './approve-reply';
import { refuseAdjustment } from './refuse-adjustment';
import { refuseExtension } from './refuse-extension';
import { rejectReply } from './reject-reply';
import { requestAdjustment } from './request-adjustment';
import { requestExtension } from './request-extension';
import { returnInUnit } from './return-in-unit';
import { sendCountersign } from './send-countersign';
import { sendOpinion } from './send-opinion';
import { sign } from './sign';
import { submitForApproval } from './submit-for-approval';
import { submitReply } from './submit-reply';

/** The effect of each task action (the machine in contracts says when it may be taken). */
export const taskEffects: Record<TaskAction, TaskEffect> = {
  sign,
  request_adjustment: requestAdjustment,
  approve_adjustment: approveAdjustment,
  refuse_adjustment: refuseAdjustment,
  request_extension: requestExtension,
  approve_extension: approveExtension,
  refuse_extension: refuseExtension,
  send_countersign: sendCountersign,
  send_opinion: sendOpinion,
  submit_reply: submitReply,
  reject_reply: rejectReply,
  approve_reply: approveReply,
  submit_for_approval: submitForApproval,
  approve_in_unit: approveInUnit,
  return_in_unit: returnInUnit,
};
