import { PROPOSAL_STATES, TASK_STATES } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { ProposalStateChip, ReplyStateChip, TaskStateChip } from './StateChip';
import { PROPOSAL_STATE_COLORS, TASK_STATE_COLORS } from './stateColors';

describe('state chips', () => {
  it('name the state in the reader language and carry its state and test id', async () => {
    const zh = await renderStatic(<ProposalStateChip state="handling" />, 'zh-CN');
    expect(zh).toContain('办理中');
    expect(zh).toContain('data-state="handling"');
    expect(zh).toContain('data-testid="proposal-state"');
    const en = await renderStatic(<TaskStateChip state="new" />, 'en');
    expect(en).toContain('Awaiting signature');
    expect(en).toContain('data-testid="task-state"');
    expect(await renderStatic(<ReplyStateChip state="approved" />, 'zh-CN')).toContain('已通过');
  });

  it('give one state the same colour on every screen', async () => {
    const a = await renderStatic(<ProposalStateChip state="rehandling" />, 'zh-CN');
    const b = await renderStatic(<ProposalStateChip state="rehandling" size="medium" />, 'en');
    const colour = (html: string) => /data-color="(\w+)"/.exec(html)?.[1];
    const shown = (html: string) => /--state-chip-bg:\s*([^;"]+)/.exec(html)?.[1];
    expect(colour(a)).toBe('error');
    expect(colour(b)).toBe(colour(a));
    expect(shown(a)).toBeTruthy();
    expect(shown(b)).toBe(shown(a));
  });

  it('share one style class whatever the colour', async () => {
    const cssClass = (html: string) => /\b(css-[\w-]+)/.exec(html)?.[1];
    const error = await renderStatic(<ProposalStateChip state="rehandling" />, 'zh-CN');
    const success = await renderStatic(<ProposalStateChip state="closed" />, 'zh-CN');
    expect(cssClass(error)).toBeTruthy();
    expect(cssClass(success)).toBe(cssClass(error));
    expect(success).toContain('data-color="success"');
  });

  it('have a colour for every state of both machines', () => {
    expect(Object.keys(PROPOSAL_STATE_COLORS).sort()).toEqual([...PROPOSAL_STATES].sort());
    expect(Object.keys(TASK_STATE_COLORS).sort()).toEqual([...TASK_STATES].sort());
  });
});
