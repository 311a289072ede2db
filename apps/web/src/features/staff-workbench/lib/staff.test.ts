import { describe, expect, it } from 'vitest';
import { remainingSelection, summariseBatch } from './batch';
import { ALL_SESSIONS, filtersToQuery, firstOrder, listHref, proposalFiltersSchema } from './filters';
import { parseFilters } from '../../../shared/lib/urlFilters';
import { nextSort } from '../../../shared/ui/table/paging';

const fromSearch = (search: string) => parseFilters(proposalFiltersSchema, new URLSearchParams(search));
const DEFAULT_FILTERS = fromSearch('');

describe('URL ⇄ filters', () => {
  it('reads every filter, dropping unknown states, sorts, kinds and bad numbers', () => {
    expect(
      fromSearch(
        'session=s1&state=submitted,registered&category=economy&kind=joint&proposer=u1&excellent=true&q=养老&sort=number&order=asc&page=3&pageSize=50',
      ),
    ).toEqual({
      session: 's1',
      state: ['submitted', 'registered'],
      category: 'economy',
      kind: 'joint',
      proposer: 'u1',
      excellent: true,
      q: '养老',
      sort: 'number',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    const filters = fromSearch('state=submitted,bogus,submitted&sort=x&order=up&kind=y&page=-2&pageSize=7');
    expect(filters).toEqual({ ...DEFAULT_FILTERS, state: ['submitted'] });
  });

  it('filters excellent proposals (优秀提案) in the URL and the API query', () => {
    for (const excellent of [true, false]) {
      expect(fromSearch(`excellent=${excellent}`).excellent).toBe(excellent);
      expect(filtersToQuery({ ...DEFAULT_FILTERS, excellent }, 'cur')?.excellent).toBe(String(excellent));
    }
    expect(fromSearch('excellent=maybe').excellent).toBeUndefined();
    expect(filtersToQuery(DEFAULT_FILTERS, 'cur')).not.toHaveProperty('excellent');
  });

  it('sorts a new column by its natural order', () => {
    expect(nextSort({ by: 'updatedAt', order: 'desc' }, 'number', firstOrder)).toEqual({
      by: 'number',
      order: 'asc',
    });
    expect(nextSort({ by: 'number', order: 'asc' }, 'number', firstOrder)).toEqual({
      by: 'number',
      order: 'desc',
    });
    expect(nextSort({ by: 'number', order: 'asc' }, 'submittedAt', firstOrder).order).toBe('desc');
  });

  it('builds the API query, resolving the current session', () => {
    const filters = { ...DEFAULT_FILTERS, state: ['submitted' as const], q: '交通' };
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
    expect(listHref('/apps/staff/proposals', { state: ['merged'], session: 's1' })).toBe(
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
