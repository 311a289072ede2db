import type { Language } from '../messages';
import type { Machine } from './machine';

/**
 * Selections 评选/遴选 (issue 29 §1, issue 28 §5a), one machine for three kinds:
 * - `excellent_proposal` 优秀提案评选 and `excellent_unit` 优秀承办单位评选: staff nominate candidates (or record
 *   those a special committee proposed), choose the voters and the period, open the voting; each chosen voter
 *   votes once within the period (a secret ballot: the server keeps who voted apart from what was chosen);
 *   after the period staff count, the counts and ties are shown, and staff record the committee's decision
 *   (the chosen, ≤ quota); publishing flags the chosen proposals 优秀 (is_excellent) and shows the result to
 *   members.
 * - `key_proposal` 重点提案遴选: no vote — staff nominate, then record the committee meeting's decision with its
 *   date and a supervising leader (the leader role) for each chosen proposal, which marks them key through the
 *   key-proposal path (is_key, key_leader_id); publishing shows the list to members.
 *
 * `create` makes a selection in `nominating` (no rule: nothing exists before it).
 * `close_voting` ends the period now (the meeting ends the vote early); the period's end does the same by time.
 */
export const SELECTION_KINDS = ['excellent_proposal', 'excellent_unit', 'key_proposal'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

/** The kinds decided by a vote; `key_proposal` is decided by the meeting alone. */
export const VOTED_SELECTION_KINDS: readonly SelectionKind[] = ['excellent_proposal', 'excellent_unit'];
export const selectionIsVoted = (kind: SelectionKind) => VOTED_SELECTION_KINDS.includes(kind);
/** Whether the candidates are proposals (else units). */
export const selectionOfProposals = (kind: SelectionKind) => kind !== 'excellent_unit';

export const SELECTION_STATES = ['nominating', 'voting', 'counted', 'decided', 'published'] as const;
export type SelectionState = (typeof SELECTION_STATES)[number];

export const SELECTION_ACTIONS = [
  'nominate',
  'withdraw_candidate',
  'set_voters',
  'open_voting',
  'vote',
  'close_voting',
  'count',
  'decide',
  'publish',
] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

/** `staff`: the committee office; `voter`: a chosen voter of this selection. */
export const SELECTION_ACTORS = ['staff', 'voter'] as const;
export type SelectionActor = (typeof SELECTION_ACTORS)[number];

/**
 * `voted_kind`: the kind is decided by a vote; `candidates`: at least one; `voters`: at least one chosen;
 * `period`: the period ends later than now and after it opens; `within_period`: now is inside it;
 * `not_voted`: the voter's first ballot; `ballot`: 1..votesPerVoter distinct candidates of this selection;
 * `period_over`: the period has ended; `counted_if_voted`: a voted kind has been counted (a key selection
 * is decided straight from nominating); `decision`: the date and 1..quota chosen candidates (key: each with a
 * leader).
 */
export const SELECTION_NEEDS = [
  'voted_kind',
  'candidates',
  'voters',
  'period',
  'within_period',
  'not_voted',
  'ballot',
  'period_over',
  'counted_if_voted',
  'decision',
] as const;
export type SelectionNeed = (typeof SELECTION_NEEDS)[number];

export const selectionMachine = {
  states: SELECTION_STATES,
  finalStates: ['published'],
  rules: [
    { action: 'nominate', from: ['nominating'], to: 'nominating', by: ['staff'], requires: [] },
    { action: 'withdraw_candidate', from: ['nominating'], to: 'nominating', by: ['staff'], requires: [] },
    { action: 'set_voters', from: ['nominating'], to: 'nominating', by: ['staff'], requires: ['voted_kind'] },
    {
      action: 'open_voting',
      from: ['nominating'],
      to: 'voting',
      by: ['staff'],
      requires: ['voted_kind', 'candidates', 'voters', 'period'],
    },
    {
      action: 'vote',
      from: ['voting'],
      to: 'voting',
      by: ['voter'],
      requires: ['within_period', 'not_voted', 'ballot'],
    },
    { action: 'close_voting', from: ['voting'], to: 'voting', by: ['staff'], requires: ['within_period'] },
    { action: 'count', from: ['voting'], to: 'counted', by: ['staff'], requires: ['period_over'] },
    {
      action: 'decide',
      from: ['nominating', 'counted'],
      to: 'decided',
      by: ['staff'],
      requires: ['candidates', 'counted_if_voted', 'decision'],
    },
    { action: 'publish', from: ['decided'], to: 'published', by: ['staff'], requires: [] },
  ],
} as const satisfies Machine<SelectionState, SelectionAction, SelectionActor, SelectionNeed>;

/** Who reads selections (the route guards and the navigation): staff, and the members and leaders who vote. */
export const SELECTION_READERS = ['admin', 'staff', 'members', 'leader'] as const;

/** Who may be chosen to vote: the committee's members and leaders. */
export const SELECTION_VOTER_ROLES = ['members', 'leader'] as const;

/**
 * Who sees the counts once the period has ended: `after_period` — the voters, and members once published;
 * `staff_only` — staff alone (members see only the chosen). Staff see the counts only after the period
 * too: while voting, everyone (staff included) sees how many have voted, never what.
 */
export const SELECTION_RESULTS_VISIBILITY = ['after_period', 'staff_only'] as const;
export type SelectionResultsVisibility = (typeof SELECTION_RESULTS_VISIBILITY)[number];

type Labels<K extends string> = Record<K, Record<Language, string>>;

export const SELECTION_KIND_LABELS: Labels<SelectionKind> = {
  excellent_proposal: { 'zh-CN': '优秀提案评选', en: 'Excellent proposals' },
  excellent_unit: { 'zh-CN': '优秀承办单位评选', en: 'Best-handling units' },
  key_proposal: { 'zh-CN': '重点提案遴选', en: 'Key proposals' },
};

export const SELECTION_STATE_LABELS: Labels<SelectionState> = {
  nominating: { 'zh-CN': '提名中', en: 'Nominating' },
  voting: { 'zh-CN': '投票中', en: 'Voting' },
  counted: { 'zh-CN': '已计票', en: 'Counted' },
  decided: { 'zh-CN': '已决定', en: 'Decided' },
  published: { 'zh-CN': '已公布', en: 'Published' },
};

/** The steps' names, and those of the event log's two steps outside the machine (create, update_rules). */
export const SELECTION_ACTION_LABELS: Labels<SelectionAction | 'create' | 'update_rules'> = {
  create: { 'zh-CN': '发起评选', en: 'Open the selection' },
  update_rules: { 'zh-CN': '修改评选规则', en: 'Change the rules' },
  nominate: { 'zh-CN': '提名候选', en: 'Nominate' },
  withdraw_candidate: { 'zh-CN': '撤回提名', en: 'Withdraw a nomination' },
  set_voters: { 'zh-CN': '确定投票人', en: 'Choose the voters' },
  open_voting: { 'zh-CN': '开始投票', en: 'Open the vote' },
  vote: { 'zh-CN': '投票', en: 'Vote' },
  close_voting: { 'zh-CN': '结束投票', en: 'End the vote now' },
  count: { 'zh-CN': '计票', en: 'Count the votes' },
  decide: { 'zh-CN': '记录会议决定', en: "Record the committee's decision" },
  publish: { 'zh-CN': '公布结果', en: 'Publish the result' },
};

export const SELECTION_RESULTS_VISIBILITY_LABELS: Labels<SelectionResultsVisibility> = {
  after_period: { 'zh-CN': '投票结束后投票人可见票数', en: 'Voters see the counts after the period' },
  staff_only: { 'zh-CN': '票数仅工作人员可见', en: 'Only staff see the counts' },
};

/** The nomination's source: staff, or a special committee as staff record (专委会推荐). */
export const SELECTION_NOMINATORS = ['staff', 'special_committee'] as const;
export type SelectionNominator = (typeof SELECTION_NOMINATORS)[number];
export const SELECTION_NOMINATOR_LABELS: Labels<SelectionNominator> = {
  staff: { 'zh-CN': '工作人员提名', en: 'Nominated by staff' },
  special_committee: { 'zh-CN': '专委会推荐', en: 'Proposed by a special committee' },
};

/** The steps that exist only where a vote decides (`voted_kind` in the machine's requirements or a vote). */
const VOTE_STEPS: readonly SelectionAction[] = ['set_voters', 'open_voting', 'vote', 'close_voting', 'count'];

/** The actions `actors` may take now on a selection of `kind` (what the web offers). */
export function selectionActions(
  kind: SelectionKind,
  state: SelectionState,
  actors: readonly SelectionActor[],
): SelectionAction[] {
  return selectionMachine.rules
    .filter((rule) => (rule.from as readonly SelectionState[]).includes(state))
    .filter((rule) => rule.by.some((actor) => actors.includes(actor)))
    .map((rule) => rule.action)
    .filter((action) => selectionIsVoted(kind) || !VOTE_STEPS.includes(action));
}
