import type { Language } from '../messages';
import {
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_STATE_LABELS,
  TASK_ACTION_LABELS,
  TASK_STATE_LABELS,
} from './labels';
import { CONSULTATION_EVENT_LABELS } from './consultation';
import type { ProposalState } from './proposal';
import type { TaskState } from './task';

type Labels = Record<string, Record<Language, string>>;

/** Event-log actions that are neither proposal nor task transitions (signers, files, replies, oversight). */
export const OTHER_EVENT_ACTION_LABELS = {
  create: { 'zh-CN': '创建', en: 'Created' },
  cosign_accept: { 'zh-CN': '同意联名', en: 'Accepted co-signing' },
  cosign_decline: { 'zh-CN': '谢绝联名', en: 'Declined co-signing' },
  attachment_add: { 'zh-CN': '上传附件', en: 'Attachment added' },
  attachment_remove: { 'zh-CN': '删除附件', en: 'Attachment removed' },
  task_create: { 'zh-CN': '生成承办任务', en: 'Task created' },
  communication_add: { 'zh-CN': '记录沟通情况', en: 'Communication recorded' },
  reply_document: { 'zh-CN': '上传答复文件', en: 'Reply document uploaded' },
  reply_letter: { 'zh-CN': '生成答复函', en: 'Reply letter generated' },
  evaluate: { 'zh-CN': '评价答复', en: 'Reply evaluated' },
  mark_key: { 'zh-CN': '设为重点提案', en: 'Marked as key proposal' },
  unmark_key: { 'zh-CN': '取消重点提案', en: 'Key proposal mark removed' },
  supervise: { 'zh-CN': '督办', en: 'Supervision recorded' },
  urge: { 'zh-CN': '催办', en: 'Urged' },
  ...CONSULTATION_EVENT_LABELS,
} as const satisfies Labels;
export type OtherEventAction = keyof typeof OTHER_EVENT_ACTION_LABELS;

/**
 * Every event-log action in the words users read: the one map the proposal history (办理记录) and the
 * audit log use. Task actions first, so a name both machines share reads as the proposal's.
 */
const EVENT_ACTION_LABELS: Labels = {
  ...OTHER_EVENT_ACTION_LABELS,
  ...TASK_ACTION_LABELS,
  ...PROPOSAL_ACTION_LABELS,
};

/** Every action the event log may hold, in the order a filter lists them. */
export const EVENT_ACTIONS: readonly string[] = [
  ...new Set([
    ...Object.keys(PROPOSAL_ACTION_LABELS),
    ...Object.keys(TASK_ACTION_LABELS),
    ...Object.keys(OTHER_EVENT_ACTION_LABELS),
  ]),
];

/** An event-log action as users read it (the action itself when unknown, e.g. a newer server's). */
export function eventActionLabel(action: string, language: Language): string {
  return EVENT_ACTION_LABELS[action]?.[language] ?? action;
}

/**
 * A state named in the event log: a task event (one with a task) holds task states, the others proposal
 * states; `new`/`accepted` exist only as task states, `replied` in both machines.
 */
export function eventStateLabel(state: string, isTaskEvent: boolean, language: Language): string {
  const task = TASK_STATE_LABELS[state as TaskState] as Record<Language, string> | undefined;
  const proposal = PROPOSAL_STATE_LABELS[state as ProposalState] as Record<Language, string> | undefined;
  return (isTaskEvent ? (task ?? proposal) : (proposal ?? task))?.[language] ?? state;
}

/** `sign · 待签收 → 办理中`: the event's action, and its state change when it has one. */
export function eventSummary(
  event: { action: string; fromState: string | null; toState: string | null; taskId: string | null },
  language: Language,
): { action: string; change: string | null } {
  const isTask = event.taskId !== null;
  const changed = event.fromState && event.toState && event.fromState !== event.toState;
  return {
    action: eventActionLabel(event.action, language),
    change: changed
      ? `${eventStateLabel(event.fromState ?? '', isTask, language)} → ${eventStateLabel(event.toState ?? '', isTask, language)}`
      : null,
  };
}
