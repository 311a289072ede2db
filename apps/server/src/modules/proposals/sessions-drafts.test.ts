import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/accounts';
import { useProposalApi } from '../../test/proposal-api';

/** Sessions, workflow settings, drafts and autosave of issue 5 through the HTTP API, on the dialect of TEST_DIALECT. */
const { ids, call, ok, draft } = useProposalApi();

describe('sessions and settings', () => {
  it('lists sessions with the current one and names them in Chinese', async () => {
    const { items } = await ok<{ items: { name: string; isCurrent: boolean; id: string }[] }>(
      'user',
      'GET',
      '/api/sessions',
    );
    expect(items.map((s) => s.name)).toEqual(['十五届三次会议', '十五届二次会议']);
    expect(items.filter((s) => s.isCurrent).map((s) => s.name)).toEqual(['十五届三次会议']);
  });

  it('lets admin create, edit and switch the current session; refuses duplicates', async () => {
    const created = await ok<{ id: string; name: string }>('admin', 'POST', '/api/admin/sessions', {
      term: 15,
      meeting: 4,
      year: 2027,
      isCurrent: false,
    });
    expect(created.name).toBe('十五届四次会议');
    expect(
      (await call('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 4, year: 2027 })).statusCode,
    ).toBe(409);
    const edited = await ok<{ submissionClosesAt: string }>(
      'admin',
      'PATCH',
      `/api/admin/sessions/${created.id}`,
      {
        submissionClosesAt: '2027-03-01T00:00:00Z',
      },
    );
    expect(edited.submissionClosesAt).toBe('2027-03-01T00:00:00.000Z');
    await ok('admin', 'POST', `/api/admin/sessions/${created.id}/make-current`);
    const { items } = await ok<{ items: { id: string; isCurrent: boolean }[] }>(
      'admin',
      'GET',
      '/api/sessions',
    );
    expect(items.filter((s) => s.isCurrent).map((s) => s.id)).toEqual([created.id]);
    // Back to 十五届三次会议 for the rest of the file.
    const third = (
      await ok<{ items: { id: string; name: string }[] }>('admin', 'GET', '/api/sessions')
    ).items.find((s) => s.name === '十五届三次会议');
    await ok('admin', 'POST', `/api/admin/sessions/${third?.id ?? ''}/make-current`);
    expect(
      (await call('staff', 'POST', '/api/admin/sessions', { term: 1, meeting: 1, year: 2000 })).statusCode,
    ).toBe(403);
  });

  it('serves the workflow settings with defaults and validates admin changes', async () => {
    const settings = await ok<{ categories: { code: string }[]; replyPeriodMonths: number }>(
      'alice',
      'GET',
      '/api/workflow-settings',
    );
    expect(settings.categories.map((c) => c.code)).toContain('society');
    const changed = { ...settings, replyPeriodMonths: 2 };
    expect(
      (await ok<{ replyPeriodMonths: number }>('admin', 'PUT', '/api/admin/workflow-settings', changed))
        .replyPeriodMonths,
    ).toBe(2);
    expect(
      (await ok<{ replyPeriodMonths: number }>('staff', 'GET', '/api/workflow-settings')).replyPeriodMonths,
    ).toBe(2);
    const bad = await call('admin', 'PUT', '/api/admin/workflow-settings', { ...settings, categories: [] });
    expect(bad.statusCode).toBe(400);
    expect((await call('staff', 'PUT', '/api/admin/workflow-settings', settings)).statusCode).toBe(403);
    await ok('admin', 'PUT', '/api/admin/workflow-settings', settings);
  });
});

describe('drafts and autosave', () => {
  it('creates a draft in the current session with the caller as first proposer', async () => {
    const created = await draft('alice', { title: '关于发展普惠托育的建议' });
    expect(created.state).toBe('draft');
    expect(created.version).toBe(1);
    expect(created.sessionName).toBe('十五届三次会议');
    expect(created.firstProposer.id).toBe(ids.get('alice'));
    expect(created.signers).toMatchObject([{ userId: ids.get('alice'), isFirst: true, state: 'accepted' }]);
    expect(created.canEdit).toBe(true);
    expect(created.allowedActions).toEqual(expect.arrayContaining(['save', 'invite', 'submit']));
    expect(created.events.map((e) => e.action)).toEqual(['create']);
  });

  it('saves with the version; a stale version is 409; only the first proposer may save', async () => {
    const created = await draft('alice', { title: '草稿' });
    const saved = await ok('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: 1,
      analysis: '分析',
    });
    expect(saved.version).toBe(2);
    expect(saved.analysis).toBe('分析');
    const stale = await call('alice', 'PATCH', `/api/proposals/${created.id}`, { version: 1, analysis: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toContain('已被他人修改');
    // Someone else's draft does not exist for them.
    expect(
      (await call('bob', 'PATCH', `/api/proposals/${created.id}`, { version: 2, title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('staff', 'GET', `/api/proposals/${created.id}`)).statusCode).toBe(404);
    const badCategory = await call('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: 2,
      categoryCode: 'nope',
    });
    expect(badCategory.statusCode).toBe(400);
    expect(errorOf(badCategory).fields).toHaveProperty('categoryCode');
  });
});
