import type { Language } from '../messages';
import type { Machine } from './machine';

/**
 * Consultation meetings 面商 (issue 28 §1; proposal-workflow.md "办前面商"): the unit handling a proposal
 * offers one to three slots; the invitees (the proposers; for a key proposal also its supervising leader
 * and the committee staff) each accept a slot or ask for another. The first proposer's (领衔人's)
 * acceptance fixes the meeting (`fix`, taken by the system on that answer); after the meeting the unit
 * records the minutes, which become the task's communication record (沟通记录) a reply requires.
 *
 * `propose` creates a consultation in `proposed` (no rule: nothing exists before it; the task's state
 * decides, CONSULTATION_TASK_STATES). `reslot` offers new slots while nothing is fixed: every answer
 * of the earlier round is cleared (the event log keeps them).
 */
export const CONSULTATION_STATES = ['proposed', 'another_requested', 'fixed', 'minuted'] as const;
export type ConsultationState = (typeof CONSULTATION_STATES)[number];

export const CONSULTATION_ACTIONS = [
  'propose',
  'reslot',
  'accept',
  'ask_another',
  'fix',
  'record_minutes',
] as const;
export type ConsultationAction = (typeof CONSULTATION_ACTIONS)[number];

/** `unit`: a clerk of the unit whose task it is; `invitee`: anyone invited; `system`: derived steps. */
export const CONSULTATION_ACTORS = ['unit', 'invitee', 'system'] as const;
export type ConsultationActor = (typeof CONSULTATION_ACTORS)[number];

/**
 * `slots`: one to three, none in the past; `unanswered`: the invitee has not answered this round;
 * `open_slot`: one of the round's slots; `note`: why another time; `first_proposer_accepted`;
 * `meeting_held`: the fixed slot's start has passed; `minutes`: attendees and what was agreed.
 */
export const CONSULTATION_NEEDS = [
  'slots',
  'unanswered',
  'open_slot',
  'note',
  'first_proposer_accepted',
  'meeting_held',
  'minutes',
] as const;
export type ConsultationNeed = (typeof CONSULTATION_NEEDS)[number];

const OPEN: readonly ConsultationState[] = ['proposed', 'another_requested'];

export const consultationMachine = {
  states: CONSULTATION_STATES,
  finalStates: ['minuted'],
  rules: [
    { action: 'reslot', from: OPEN, to: 'proposed', by: ['unit'], requires: ['slots'] },
    { action: 'accept', from: OPEN, to: 'previous', by: ['invitee'], requires: ['unanswered', 'open_slot'] },
    {
      action: 'ask_another',
      from: OPEN,
      to: 'another_requested',
      by: ['invitee'],
      requires: ['unanswered', 'note'],
    },
    { action: 'fix', from: OPEN, to: 'fixed', by: ['system'], requires: ['first_proposer_accepted'] },
    {
      action: 'record_minutes',
      from: ['fixed'],
      to: 'minuted',
      by: ['unit'],
      requires: ['meeting_held', 'minutes'],
    },
  ],
} as const satisfies Machine<ConsultationState, ConsultationAction, ConsultationActor, ConsultationNeed>;

/** The task states in which its unit may arrange a consultation: signed for, reply not yet sent on. */
export const CONSULTATION_TASK_STATES = ['accepted', 'countersigning'] as const;

type Labels<K extends string> = Record<K, Record<Language, string>>;

export const CONSULTATION_STATE_LABELS: Labels<ConsultationState> = {
  proposed: { 'zh-CN': '待确认时间', en: 'Awaiting answers' },
  another_requested: { 'zh-CN': '提案人希望改期', en: 'Another time asked for' },
  fixed: { 'zh-CN': '已确定', en: 'Fixed' },
  minuted: { 'zh-CN': '已记录纪要', en: 'Minutes recorded' },
};

export const CONSULTATION_ACTION_LABELS: Labels<ConsultationAction> = {
  propose: { 'zh-CN': '安排面商', en: 'Arrange a consultation' },
  reslot: { 'zh-CN': '重新提供面商时间', en: 'Offer new times' },
  accept: { 'zh-CN': '确认面商时间', en: 'Accept a time' },
  ask_another: { 'zh-CN': '希望另约时间', en: 'Ask for another time' },
  fix: { 'zh-CN': '面商时间确定', en: 'Meeting fixed' },
  record_minutes: { 'zh-CN': '记录面商纪要', en: 'Record the minutes' },
};

/** The event log's action of each step (`consultation_accept` …), named apart from the other machines'. */
export const consultationEventAction = (action: ConsultationAction) => `consultation_${action}` as const;
export type ConsultationEventAction = ReturnType<typeof consultationEventAction>;

/** The history's labels of those events (spread into the event log's label map). */
export const CONSULTATION_EVENT_LABELS = Object.fromEntries(
  CONSULTATION_ACTIONS.map((action) => [consultationEventAction(action), CONSULTATION_ACTION_LABELS[action]]),
) as Record<ConsultationEventAction, Record<Language, string>>;
