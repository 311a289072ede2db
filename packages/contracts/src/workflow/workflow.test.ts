import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../messages';
import { PROPOSAL_STATE_LABELS, TASK_STATE_LABELS } from './labels';
import { availableActions, checkTransition, ruleFor } from './machine';
import { flagActionOpen, PROPOSAL_STATES, proposalMachine, type HandlingMode } from './proposal';
import { DEFAULT_WORKFLOW_SETTINGS, workflowSettingsSchema } from './settings';
import { TASK_STATES, taskMachine, unitActorKinds, type TaskRole } from './task';

describe('proposal machine', () => {
  it('only names known states', () => {
    for (const rule of proposalMachine.rules) {
      for (const from of rule.from) expect(PROPOSAL_STATES).toContain(from);
      if (rule.to !== 'previous') expect(PROPOSAL_STATES).toContain(rule.to);
    }
  });

  it('reaches every state from a draft', () => {
    const reached = new Set<string>(['draft']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const rule of proposalMachine.rules) {
        if (rule.to !== 'previous' && rule.from.some((s) => reached.has(s)) && !reached.has(rule.to)) {
          reached.add(rule.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...PROPOSAL_STATES].sort());
  });

  it('never leaves a final state; a closed proposal may only be marked excellent (优秀), keeping its state', () => {
    for (const state of proposalMachine.finalStates) {
      const actions = availableActions(proposalMachine, state, ['first_proposer', 'staff', 'system']);
      expect(actions).toEqual(state === 'closed' ? ['mark_excellent', 'unmark_excellent'] : []);
      for (const action of actions) expect(ruleFor(proposalMachine, action, state)?.to).toBe('previous');
    }
  });

  it('offers one of mark/unmark excellent, by the flag', () => {
    const actions = availableActions(proposalMachine, 'replied', ['staff']);
    expect(actions.filter((action) => flagActionOpen(action, { isExcellent: false }))).toContain(
      'mark_excellent',
    );
    expect(actions.filter((action) => flagActionOpen(action, { isExcellent: true }))).not.toContain(
      'mark_excellent',
    );
    expect(actions.filter((action) => flagActionOpen(action, { isExcellent: true }))).toContain(
      'unmark_excellent',
    );
    expect(availableActions(proposalMachine, 'submitted', ['staff'])).not.toContain('mark_excellent');
  });

  it('offers staff the review decisions on a submitted proposal, and proposers only withdrawal', () => {
    expect(availableActions(proposalMachine, 'submitted', ['staff']).sort()).toEqual(
      ['merge', 'register', 'reject', 'return'].sort(),
    );
    expect(availableActions(proposalMachine, 'submitted', ['first_proposer'])).toEqual(['withdraw']);
  });

  it('refuses a wrong state and a wrong actor differently', () => {
    expect(checkTransition(proposalMachine, 'draft', 'register', ['staff'])).toEqual({
      ok: false,
      reason: 'invalid_state',
    });
    expect(checkTransition(proposalMachine, 'submitted', 'register', ['first_proposer'])).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(checkTransition(proposalMachine, 'submitted', 'register', ['staff'])).toEqual({
      ok: true,
      to: 'registered',
      requires: ['category'],
    });
  });
});

describe('task machine', () => {
  it('only names known states', () => {
    for (const rule of taskMachine.rules) {
      for (const from of rule.from) expect(TASK_STATES).toContain(from);
      if (rule.to !== 'previous') expect(TASK_STATES).toContain(rule.to);
    }
  });

  it('needs a communication record and a document before a reply is submitted', () => {
    const check = checkTransition(taskMachine, 'accepted', 'submit_reply', ['lead_unit']);
    expect(check.ok && check.requires).toEqual([
      'reply_fields',
      'document',
      'communication',
      'all_opinions',
      'no_unit_approver',
    ]);
  });

  it("routes a reply through the unit's 签发人 when it has one (issue 28 §2)", () => {
    const sent = checkTransition(taskMachine, 'accepted', 'submit_for_approval', ['lead_unit']);
    expect(sent.ok && sent.to).toBe('unit_review');
    expect(sent.ok && sent.requires).toContain('unit_has_approver');
    expect(availableActions(taskMachine, 'unit_review', ['unit_approver']).sort()).toEqual(
      ['approve_in_unit', 'return_in_unit'].sort(),
    );
    // The drafting clerk has no say once it waits for sign-off; neither has the committee.
    expect(availableActions(taskMachine, 'unit_review', ['lead_unit', 'joint_lead', 'staff'])).toEqual([]);
    const approved = checkTransition(taskMachine, 'unit_review', 'approve_in_unit', ['unit_approver']);
    expect(approved.ok && approved.to).toBe('pending_review');
    const returned = checkTransition(taskMachine, 'unit_review', 'return_in_unit', ['unit_approver']);
    expect(returned.ok && returned.to).toBe('accepted');
    expect(returned.ok && returned.requires).toEqual(['reason']);
  });

  it('lets a co-unit send its opinion only on a draft the lead has sent', () => {
    const check = checkTransition(taskMachine, 'accepted', 'send_opinion', ['co_unit']);
    expect(check.ok && check.requires).toEqual(['draft_sent', 'opinion']);
    expect(checkTransition(taskMachine, 'accepted', 'send_countersign', ['co_unit']).ok).toBe(false);
  });

  it('keeps the state through an extension request and its decision', () => {
    for (const action of ['request_extension', 'approve_extension', 'refuse_extension'] as const) {
      const check = checkTransition(taskMachine, 'countersigning', action, ['lead_unit', 'staff']);
      expect(check.ok && check.to).toBe('previous');
    }
  });

  it('offers 送协办会签 to the 会办 lead only: 单办 and 分办 units have no co-units', () => {
    const signed = (role: TaskRole, mode: HandlingMode) =>
      availableActions(taskMachine, 'accepted', unitActorKinds(role, mode));
    expect(signed('lead', 'joint')).toContain('send_countersign');
    expect(signed('lead', 'single')).not.toContain('send_countersign');
    expect(signed('separate', 'separate')).not.toContain('send_countersign');
    expect(signed('co', 'joint')).not.toContain('send_countersign');
    // Every replying unit still submits its reply.
    for (const [role, mode] of [
      ['lead', 'single'],
      ['separate', 'separate'],
      ['lead', 'joint'],
    ] as const)
      expect(signed(role, mode)).toContain('submit_reply');
  });

  it('never lets a co-unit reply to the member', () => {
    expect(checkTransition(taskMachine, 'accepted', 'submit_reply', ['co_unit'])).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
  });
});

describe('labels and settings', () => {
  it('names every state in both languages', () => {
    for (const language of LANGUAGES) {
      for (const state of PROPOSAL_STATES) expect(PROPOSAL_STATE_LABELS[state][language]).toBeTruthy();
      for (const state of TASK_STATES) expect(TASK_STATE_LABELS[state][language]).toBeTruthy();
    }
  });

  it('has valid defaults', () => {
    expect(workflowSettingsSchema.parse(DEFAULT_WORKFLOW_SETTINGS)).toEqual(DEFAULT_WORKFLOW_SETTINGS);
    expect(DEFAULT_WORKFLOW_SETTINGS.categories.map((c) => c.zh)).toEqual([
      '经济建设',
      '政治建设',
      '文化建设',
      '社会建设',
      '生态文明建设',
    ]);
  });
});
