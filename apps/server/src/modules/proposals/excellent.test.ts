import type { ProposalDetail, ProposalList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** 优秀提案: a staff step of the proposal machine, audited, shown in the detail and filterable in the list. */
const w = workflowFixture();
const { ok, fails, registered } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const step = (who: string, proposal: ProposalDetail, action: string) =>
  ok<ProposalDetail>(who, 'POST', `/api/proposals/${proposal.id}/transitions`, {
    action,
    version: proposal.version,
  });
const listed = async (query: string) =>
  (await ok<ProposalList>('staff', 'GET', `/api/proposals?pageSize=100&${query}`)).items.map((p) => p.id);

describe('excellent proposals', () => {
  it('staff mark and unmark a registered proposal; the state stays, the event log records both', async () => {
    const proposal = await registered('关于建设城市绿道网络的建议');
    const other = await registered('关于完善社区食堂运营的建议');
    expect(proposal.isExcellent).toBe(false);
    expect(proposal.allowedActions).toContain('mark_excellent');
    expect(proposal.allowedActions).not.toContain('unmark_excellent');
    await fails(403, 'alice', 'POST', `/api/proposals/${proposal.id}/transitions`, {
      action: 'mark_excellent',
      version: proposal.version,
    });

    const marked = await step('staff', proposal, 'mark_excellent');
    expect(marked).toMatchObject({ isExcellent: true, state: 'registered' });
    expect(marked.allowedActions).toContain('unmark_excellent');
    expect(marked.allowedActions).not.toContain('mark_excellent');
    await fails(409, 'staff', 'POST', `/api/proposals/${proposal.id}/transitions`, {
      action: 'mark_excellent',
      version: marked.version,
    });
    expect(await listed('excellent=true')).toEqual([proposal.id]);
    expect(await listed('excellent=false')).toContain(other.id);
    expect(await listed('excellent=false')).not.toContain(proposal.id);
    expect((await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${proposal.id}`)).isExcellent).toBe(
      true,
    );

    const unmarked = await step('staff', marked, 'unmark_excellent');
    expect(unmarked.isExcellent).toBe(false);
    expect(unmarked.events.slice(-2).map((e) => [e.action, e.fromState, e.toState])).toEqual([
      ['mark_excellent', 'registered', 'registered'],
      ['unmark_excellent', 'registered', 'registered'],
    ]);
    expect(await listed('excellent=true')).toEqual([]);
  });

  it('is not offered before registration (409 when asked)', async () => {
    const created = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', { ...CONTENT });
    const submitted = await step('alice', created, 'submit');
    const asStaff = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${submitted.id}`);
    expect(asStaff.allowedActions).not.toContain('mark_excellent');
    await fails(409, 'staff', 'POST', `/api/proposals/${submitted.id}/transitions`, {
      action: 'mark_excellent',
      version: submitted.version,
    });
  });
});
