import { describe, expect, it } from 'vitest';
import { remainingSelection, summariseBatch } from './batch';
import {
  ALL_SESSIONS,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  listHref,
  toggleSort,
  updateFilters,
} from './filters';

describe('URL ⇄ filters', () => {
  it('reads defaults from an empty query string', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual({ ...DEFAULT_FILTERS, session: undefined });
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      session: 's1',
      states: ['submitted' as const, 'registered' as const],
      category: 'economy',
      kind: 'joint' as const,
      proposerId: 'u1',
      excellent: true,
      q: '养老 服务',
      sort: 'number' as const,
      order: 'asc' as const,
      page: 3,
      pageSize: 50,
    };
    const search = filtersToSearch(filters);
    expect(search.get('state')).toBe('submitted,registered');
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it('ignores unknown states, sorts, kinds and bad numbers', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('state=submitted,bogus,submitted&sort=x&order=up&kind=y&page=-2&pageSize=7'),
    );
    expect(filters.states).toEqual(['submitted']);
    expect(filters.sort).toBe('updatedAt');
    expect(filters.order).toBe('desc');
    expect(filters.kind).toBeUndefined();
    expect(filters.page).toBe(1);
    expect(filters.pageSize).toBe(20);
  });

  it('filters excellent proposals (优秀提案) in the URL and the API query', () => {
    for (const excellent of [true, false]) {
      const search = filtersToSearch({ ...DEFAULT_FILTERS, excellent });
      expect(search.get('excellent')).toBe(String(excellent));
      expect(filtersFromSearch(search).excellent).toBe(excellent);
      expect(filtersToQuery({ ...DEFAULT_FILTERS, excellent }, 'cur')?.excellent).toBe(String(excellent));
    }
    expect(filtersFromSearch(new URLSearchParams('excellent=maybe')).excellent).toBeUndefined();
    expect(filtersToQuery(DEFAULT_FILTERS, 'cur')).not.toHaveProperty('excellent');
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(updateFilters(onPage3, { q: '教育' }).page).toBe(1);
    expect(updateFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('toggles the sort order on the same column', () => {
    const byNumber = toggleSort(DEFAULT_FILTERS, 'number');
    expect(byNumber).toMatchObject({ sort: 'number', order: 'asc' });
    expect(toggleSort(byNumber, 'number')).toMatchObject({ sort: 'number', order: 'desc' });
    expect(toggleSort(byNumber, 'submittedAt')).toMatchObject({ sort: 'submittedAt', order: 'desc' });
  });

  it('builds the API query, resolving the current session', () => {
    const filters = { ...DEFAULT_FILTERS, states: ['submitted' as const], q: ' 交通 ' };
    expect(filtersToQuery(filters, undefined)).toBeUndefined();
    expect(filtersToQuery(filters, 'cur')).toEqual({
      scope: 'all',
      sessionId: 'cur',
      state: 'submitted',
      q: '交通',
      sort: 'updatedAt',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(filtersToQuery({ ...filters, session: ALL_SESSIONS }, undefined)).not.toHaveProperty('sessionId');
    expect(filtersToQuery({ ...filters, session: 's2' }, 'cur')?.sessionId).toBe('s2');
    expect(filtersToQuery(filters, null)).not.toHaveProperty('sessionId');
  });

  it('makes links with filters', () => {
    expect(listHref('/apps/staff/proposals', {})).toBe('/apps/staff/proposals');
    expect(listHref('/apps/staff/proposals', { states: ['merged'], session: 's1' })).toBe(
      '/apps/staff/proposals?session=s1&state=merged',
    );
  });
});

describe('batch results', () => {
  const titles = new Map([
    ['a', '关于A的提案'],
    ['b', '关于B的提案'],
    ['c', '关于C的提案'],
  ]);
  it('counts successes and explains failures', () => {
    const results = [
      { id: 'a', ok: true, number: 12, error: null },
      { id: 'b', ok: false, number: null, error: { code: 'CONFLICT', message: '提案已被他人修改' } },
      {
        id: 'c',
        ok: false,
        number: null,
        error: { code: 'VALIDATION', message: '请求无效', fields: { categoryCode: '请选择类别' } },
      },
      { id: 'x', ok: false, number: null, error: null },
    ];
    const summary = summariseBatch(results, titles);
    expect(summary).toMatchObject({ total: 4, succeeded: 1, failed: 3 });
    expect(summary.registered).toEqual([{ id: 'a', title: '关于A的提案', number: 12 }]);
    expect(summary.failures.map((failure) => failure.message)).toEqual([
      '提案已被他人修改',
      '请求无效；请选择类别',
      'Unknown error',
    ]);
    expect(summary.failures[2]?.title).toBe('x');
    expect(remainingSelection(results)).toEqual(['b', 'c', 'x']);
  });
  it('handles an empty answer', () => {
    expect(summariseBatch([], titles)).toMatchObject({ total: 0, succeeded: 0, failed: 0 });
  });
});

describe('settings form', () => {
  it('finds duplicate codes and rejects them', async () => {
    const { DEFAULT_WORKFLOW_SETTINGS } = await import('@cppcc/contracts');
    const { duplicateIndexes, settingsFormSchema } = await import('./settingsForm');
    expect(
      duplicateIndexes([{ code: 'A' }, { code: 'B' }, { code: 'A ' }, { code: '' }, { code: '' }]),
    ).toEqual([2]);
    expect(settingsFormSchema.safeParse(DEFAULT_WORKFLOW_SETTINGS).success).toBe(true);
    const broken = {
      ...DEFAULT_WORKFLOW_SETTINGS,
      maxPeriodMonths: 1,
      categories: [...DEFAULT_WORKFLOW_SETTINGS.categories, { code: 'economy', zh: '重复', en: 'Dup' }],
    };
    const result = settingsFormSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['categories.5.code', 'maxPeriodMonths']));
  });
});
