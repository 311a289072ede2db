import { describe, expect, it } from 'vitest';
import { PROPOSAL_COUNT_CAP, PROPOSAL_SEARCH_COUNT_CAP } from '@cppcc/contracts';
import { renderStatic } from '../../testing/renderStatic';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { cappedCount, nextSort, tableView, toggleAll, toggleOne, zeroBasedPage } from './paging';
import type { Column } from './types';

interface Row {
  id: string;
  title: string;
  state: string;
}

const columns: Column<Row>[] = [
  { id: 'title', label: '标题', primary: true, sortKey: 'title', cell: (row) => row.title },
  { id: 'state', label: '状态', cell: (row) => row.state },
];
const paging = {
  page: 1,
  pageSize: 10,
  pageSizes: [10, 20],
  onPage: () => undefined,
  onPageSize: () => undefined,
};

const table = (props: Partial<PagedTableProps<Row>>) => (
  <PagedTable<Row>
    label="提案"
    columns={columns}
    rows={undefined}
    rowKey={(row) => row.id}
    paging={paging}
    {...props}
  />
);
const rows: Row[] = [{ id: 'a', title: '关于加快老旧小区改造的提案', state: '待审查' }];

describe('paged table logic', () => {
  it('tells loading, failure, empty and rows apart', () => {
    expect(tableView({ rows: undefined, failed: false })).toBe('loading');
    expect(tableView({ rows: undefined, failed: true })).toBe('error');
    expect(tableView({ rows: [], failed: false })).toBe('empty');
    expect(tableView({ rows: [1], failed: true })).toBe('rows');
  });
  it('keeps the page within the count and flips or starts a sort', () => {
    expect(zeroBasedPage(3, 10, 25)).toBe(2);
    expect(zeroBasedPage(9, 10, 25)).toBe(2);
    expect(zeroBasedPage(1, 10, 0)).toBe(0);
    expect(nextSort({ by: 'title', order: 'asc' }, 'title')).toEqual({ by: 'title', order: 'desc' });
    expect(nextSort({ by: 'title', order: 'asc' }, 'updatedAt')).toEqual({ by: 'updatedAt', order: 'desc' });
  });
  it('selects all selectable rows or none, and one at a time', () => {
    expect([...toggleAll(['a', 'b'], new Set(['a']))]).toEqual(['a', 'b']);
    expect(toggleAll(['a', 'b'], new Set(['a', 'b'])).size).toBe(0);
    expect([...toggleOne('b', new Set(['a']))]).toEqual(['a', 'b']);
    expect([...toggleOne('a', new Set(['a']))]).toEqual([]);
  });
});

describe('PagedTable', () => {
  it('shows no count before the data arrives, then the translated count', async () => {
    const before = await renderStatic(table({}));
    expect(before).not.toContain('共');
    expect(before).not.toContain('data-testid="pagination"');
    const sorting = { by: 'title', order: 'asc' as const, onSort: () => undefined };
    const after = await renderStatic(table({ rows, total: 1, sorting }));
    expect(after).toContain('第 1–1 条，共 1 条');
    expect(after).toContain('关于加快老旧小区改造的提案');
    expect(after).toContain('data-testid="sort-title"');
    expect(after).toContain('aria-label="下一页"');
  });

  it('shows a capped total as 1万+ / 10,000+ and keeps the next page reachable', async () => {
    expect(cappedCount(PROPOSAL_COUNT_CAP, 'zh-CN')).toBe('1万+');
    expect(cappedCount(PROPOSAL_COUNT_CAP, 'en')).toBe('10,000+');
    const capped = { rows, total: PROPOSAL_COUNT_CAP, totalCapped: true };
    const zh = await renderStatic(table({ ...capped, paging: { ...paging, page: 3 } }));
    expect(zh).toContain('第 21–30 条，共 1万+ 条');
    expect(zh).toMatch(/<button[^>]*aria-label="下一页"(?![^>]*disabled)[^>]*>/);
    const en = await renderStatic(table(capped), 'en');
    expect(en).toContain('1–10 of 10,000+');
    const exact = await renderStatic(table({ rows, total: 10_000 }));
    expect(exact).toContain('共 10000 条');
  });

  it("shows a text search's capped total as 1000+ / 1,000+, from the answer's total", async () => {
    expect(cappedCount(PROPOSAL_SEARCH_COUNT_CAP, 'zh-CN')).toBe('1000+');
    expect(cappedCount(PROPOSAL_SEARCH_COUNT_CAP, 'en')).toBe('1,000+');
    const capped = { rows, total: PROPOSAL_SEARCH_COUNT_CAP, totalCapped: true };
    const zh = await renderStatic(table({ ...capped, paging: { ...paging, page: 101 } }));
    expect(zh).toContain('第 1001–1010 条，共 1000+ 条');
    expect(zh).toMatch(/<button[^>]*aria-label="下一页"(?![^>]*disabled)[^>]*>/);
    const en = await renderStatic(table(capped), 'en');
    expect(en).toContain('1–10 of 1,000+');
  });

  it('shows the empty text with its test id', async () => {
    const html = await renderStatic(
      table({ rows: [], total: 0, empty: '没有提案', emptyTestId: 'list-empty' }),
    );
    expect(html).toContain('data-testid="list-empty"');
    expect(html).toContain('没有提案');
  });

  it('turns rows into cards with the title as heading and labelled values on narrow screens', async () => {
    const html = await renderStatic(
      table({ rows, total: 1, layout: 'cards', rowProps: () => ({ 'data-testid': 'row' }) }),
    );
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<li[^>]*data-testid="row"/);
    expect(html).toMatch(/<dt[^>]*>状态<\/dt><dd[^>]*>待审查<\/dd>/);
  });

  it('offers a checkbox only on selectable rows', async () => {
    const selection = {
      selected: new Set<string>(),
      onChange: () => undefined,
      selectable: (row: Row) => row.id === 'a',
      rowLabel: (row: Row) => `选择 ${row.title}`,
      allLabel: '全选本页',
    };
    const both = [...rows, { id: 'b', title: '第二件', state: '已立案' }];
    const html = await renderStatic(table({ rows: both, total: 2, selection }));
    expect(html).toContain('aria-label="选择 关于加快老旧小区改造的提案"');
    expect(html).not.toContain('aria-label="选择 第二件"');
    expect(html).toContain('aria-label="全选本页"');
  });
});
