import type { Machine } from './machine';
import type { HandlingMode } from './proposal';

/** Task states, one task per proposal and unit (proposal-workflow.md, "Task states"). */
export const TASK_STATES = [
  'new',
  'accepted',
  'adjust_requested',
  'countersigning',
  // 待签发: the reply waits for the unit's own approver before it leaves the unit (issue 28 §2).
  'unit_review',
  'pending_review',
  'replied',
  'opinion_sent',
  'cancelled',
] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_ACTIONS = [
  'sign',
  'request_adjustment',
  'approve_adjustment',
  'refuse_adjustment',
  'request_extension',
  'approve_extension',
  'refuse_extension',
  'send_countersign',
  'submit_reply',
  'reject_reply',
  'approve_reply',
  'send_opinion',
  'submit_for_approval',
  'approve_in_unit',
  'return_in_unit',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/**
 * `lead_unit`: the unit that replies (单办, 分办, or 会办's lead); `joint_lead`: 会办's lead as well, the
 * only one with co-units to send its draft to; `co_unit`: a 会办 co-unit; `unit_approver`: a 签发人 of
 * the task's own unit.
 */
export const TASK_ACTORS = [
  'lead_unit',
  'joint_lead',
  'co_unit',
  'unit_approver',
  'staff',
  'system',
] as const;
export type TaskActor = (typeof TASK_ACTORS)[number];

export const TASK_NEEDS = [
  'reason',
  'comment',
  'inside_adjustment_window',
  'new_units',
  'extension_pending',
  'new_due_date_within_limit',
  'draft_reply',
  'draft_sent',
  'all_opinions',
  'reply_fields',
  'document',
  'communication',
  'opinion',
  'unit_has_approver',
  'no_unit_approver',
] as const;
export type TaskNeed = (typeof TASK_NEEDS)[number];

export const taskMachine = {
  states: TASK_STATES,
  finalStates: ['replied', 'opinion_sent', 'cancelled'],
  rules: [
    { action: 'sign', from: ['new'], to: 'accepted', by: ['lead_unit', 'co_unit'], requires: [] },
    {
      action: 'request_adjustment',
      from: ['new', 'accepted'],
      to: 'adjust_requested',
      by: ['lead_unit', 'co_unit'],
      requires: ['reason', 'inside_adjustment_window'],
    },
    {
      action: 'approve_adjustment',
      from: ['adjust_requested'],
      to: 'cancelled',
      by: ['staff'],
      requires: ['new_units'],
    },
    {
      action: 'refuse_adjustment',
      from: ['adjust_requested'],
      to: 'previous',
      by: ['staff'],
      requires: ['comment'],
    },
    {
      action: 'request_extension',
      from: ['accepted', 'countersigning'],
      to: 'previous',
      by: ['lead_unit'],
      requires: ['reason', 'new_due_date_within_limit'],
    },
    {
      action: 'approve_extension',
      from: ['accepted', 'countersigning'],
      to: 'previous',
      by: ['staff'],
      requires: ['extension_pending', 'new_due_date_within_limit'],
    },
    {
      action: 'refuse_extension',
      from: ['accepted', 'countersigning'],
      to: 'previous',
      by: ['staff'],
      requires: ['extension_pending', 'comment'],
    },
    {
      action: 'send_countersign',
      from: ['accepted'],
      to: 'countersigning',
      by: ['joint_lead'],
      requires: ['draft_reply'],
    },
    // 会办: the lead submits once every co-unit's opinion is in (from countersigning, or from accepted
    // again after a rejected reply); 单办/分办 have no co-units, so `all_opinions` holds at once.
    // A unit with a 签发人 sends it to them instead (submit_for_approval), never straight to the committee.
    {
      action: 'submit_reply',
      from: ['accepted', 'countersigning'],
      to: 'pending_review',
      by: ['lead_unit'],
      requires: ['reply_fields', 'document', 'communication', 'all_opinions', 'no_unit_approver'],
    },
    {
      action: 'submit_for_approval',
      from: ['accepted', 'countersigning'],
      to: 'unit_review',
      by: ['lead_unit'],
      requires: ['reply_fields', 'document', 'communication', 'all_opinions', 'unit_has_approver'],
    },
    // 签发: the reply goes on to the committee, signed with the approver's name and time.
    {
      action: 'approve_in_unit',
      from: ['unit_review'],
      to: 'pending_review',
      by: ['unit_approver'],
      requires: [],
    },
    {
      action: 'return_in_unit',
      from: ['unit_review'],
      to: 'accepted',
      by: ['unit_approver'],
      requires: ['reason'],
    },
    { action: 'reject_reply', from: ['pending_review'], to: 'accepted', by: ['staff'], requires: ['reason'] },
    { action: 'approve_reply', from: ['pending_review'], to: 'replied', by: ['staff'], requires: [] },
    {
      action: 'send_opinion',
      from: ['accepted'],
      to: 'opinion_sent',
      by: ['co_unit'],
      requires: ['draft_sent', 'opinion'],
    },
  ],
} as const satisfies Machine<TaskState, TaskAction, TaskActor, TaskNeed>;

export const TASK_ROLES = ['lead', 'co', 'separate'] as const;
export type TaskRole = (typeof TASK_ROLES)[number];

/**
 * The machine's actor kinds of the task's own unit: a co-unit, or the replying unit — which in 会办 is
 * also `joint_lead` (单办 and 分办 units have nobody to send a draft to).
 */
export function unitActorKinds(role: TaskRole, handlingMode: HandlingMode | null): TaskActor[] {
  if (role === 'co') return ['co_unit'];
  if (role === 'lead' && handlingMode === 'joint') return ['lead_unit', 'joint_lead'];
  return ['lead_unit'];
}
