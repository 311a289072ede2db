import type { Language } from '../messages';
import type { Machine } from './machine';

/**
 * Clue states (提案线索征集, proposal-workflow.md "The office's year"): a citizen's clue arrives `new`;
 * staff accept it into the library, merge it into another clue or decline it; members adopt library
 * clues (several may adopt one, each once). `reply_published` records that a proposal built on the clue
 * has its reply published (the sender is told); it changes no state.
 */
export const CLUE_STATES = ['new', 'accepted', 'adopted', 'merged', 'declined'] as const;
export type ClueState = (typeof CLUE_STATES)[number];

export const CLUE_ACTIONS = ['submit', 'accept', 'merge', 'decline', 'adopt', 'reply_published'] as const;
export type ClueAction = (typeof CLUE_ACTIONS)[number];

/** The staff's screening actions (the body of POST /api/clues/:id/transitions). */
export const CLUE_SCREENING_ACTIONS = ['accept', 'merge', 'decline'] as const;
export type ClueScreeningAction = (typeof CLUE_SCREENING_ACTIONS)[number];

export const CLUE_ACTORS = ['public', 'staff', 'member', 'system'] as const;
export type ClueActor = (typeof CLUE_ACTORS)[number];

/** `category`: a known category; `target`: another clue still in screening or the library; `reason`. */
export const CLUE_NEEDS = ['category', 'target', 'reason'] as const;
export type ClueNeed = (typeof CLUE_NEEDS)[number];

export const clueMachine = {
  states: CLUE_STATES,
  finalStates: ['merged', 'declined'],
  rules: [
    { action: 'accept', from: ['new'], to: 'accepted', by: ['staff'], requires: ['category'] },
    { action: 'merge', from: ['new', 'accepted'], to: 'merged', by: ['staff'], requires: ['target'] },
    { action: 'decline', from: ['new'], to: 'declined', by: ['staff'], requires: ['reason'] },
    { action: 'adopt', from: ['accepted', 'adopted'], to: 'adopted', by: ['member'], requires: [] },
    { action: 'reply_published', from: ['adopted'], to: 'adopted', by: ['system'], requires: [] },
  ],
} as const satisfies Machine<ClueState, ClueAction, ClueActor, ClueNeed>;

/** The library members browse: clues staff accepted, adopted or not. */
export const CLUE_LIBRARY_STATES = ['accepted', 'adopted'] as const satisfies readonly ClueState[];

type Labels<K extends string> = Record<K, Record<Language, string>>;

export const CLUE_STATE_LABELS: Labels<ClueState> = {
  new: { 'zh-CN': '待筛选', en: 'Awaiting screening' },
  accepted: { 'zh-CN': '已入库', en: 'In the library' },
  adopted: { 'zh-CN': '已被采用', en: 'Adopted' },
  merged: { 'zh-CN': '已合并', en: 'Merged' },
  declined: { 'zh-CN': '未采用', en: 'Declined' },
};

export const CLUE_ACTION_LABELS: Labels<ClueAction> = {
  submit: { 'zh-CN': '提交线索', en: 'Sent' },
  accept: { 'zh-CN': '采纳入库', en: 'Accept into the library' },
  merge: { 'zh-CN': '合并', en: 'Merge' },
  decline: { 'zh-CN': '不予采用', en: 'Decline' },
  adopt: { 'zh-CN': '委员采用', en: 'Adopted by a member' },
  reply_published: { 'zh-CN': '答复已公开', en: 'Reply published' },
};
