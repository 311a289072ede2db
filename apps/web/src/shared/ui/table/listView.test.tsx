import { defaultListColumns } from '@cppcc/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/renderStatic';
import { ColumnChooserList } from './ColumnChooserList';
import { listViewsBundle } from './i18n';
import {
  chooserRows,
  columnsParam,
  dropColumn,
  moveColumn,
  showsView,
  TAB_PARAM,
  toggleColumn,
  viewParams,
  viewSearch,
  viewTab,
  visibleColumnIds,
} from './listColumns';
import { useColumnChoice } from './useListView';

/** The page's columns of the staff's proposal list (ids of the list contract). */
const PAGE = [
  'number',
  'title',
  'proposer',
  'category',
  'kind',
  'state',
  'submittedAt',
  'updatedAt',
  'session',
];
const columns = PAGE.map((id) => ({ id, label: `«${id}»` }));

describe('the column choice in the URL', () => {
  it('reads the visible columns in order, the defaults when absent or unknown', () => {
    const defaults = defaultListColumns('proposals.staff').filter((id) => PAGE.includes(id));
    expect(defaults).not.toContain('session');
    expect(visibleColumnIds('proposals.staff', PAGE, null)).toEqual(defaults);
    expect(visibleColumnIds('proposals.staff', PAGE, 'state,title,nope,state')).toEqual(['state', 'title']);
    expect(visibleColumnIds('proposals.staff', PAGE, 'nope,,')).toEqual(defaults);
    // A column the contract has but the page does not show is no column of the page.
    expect(visibleColumnIds('proposals.staff', PAGE, 'flags,title')).toEqual(['title']);
  });

  it('leaves the defaults out of the URL', () => {
    const defaults = visibleColumnIds('proposals.staff', PAGE, null);
    expect(columnsParam('proposals.staff', PAGE, defaults)).toBeNull();
    expect(columnsParam('proposals.staff', PAGE, ['title', 'number'])).toBe('title,number');
  });

  it('shows and hides, moves up and down, and keeps one column', () => {
    expect(toggleColumn(['title', 'state'], 'state')).toEqual(['title']);
    expect(toggleColumn(['title'], 'title')).toEqual(['title']);
    expect(toggleColumn(['title'], 'session')).toEqual(['title', 'session']);
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(chooserRows(['a', 'b', 'c'], ['c', 'a'])).toEqual([
      { id: 'c', shown: true },
      { id: 'a', shown: true },
      { id: 'b', shown: false },
    ]);
  });

  it('writes a view into the URL and knows when the URL shows it', () => {
    const view = { params: { state: 'registered', q: '交通', page: '4' }, columns: ['title', 'state'] };
    const search = viewSearch('proposals.staff', PAGE, view);
    expect(search.get('page')).toBeNull();
    expect(search.get('columns')).toBe('title,state');
    // Order of the params and the page do not matter; a changed filter or column does.
    const same = new URLSearchParams('q=交通&columns=title,state&state=registered&page=2');
    expect(showsView('proposals.staff', PAGE, same, view)).toBe(true);
    expect(showsView('proposals.staff', PAGE, new URLSearchParams('q=交通&state=registered'), view)).toBe(
      false,
    );
    expect(viewParams(same)).toEqual({ q: '交通', state: 'registered' });
    // A view with the default columns leaves them out of the URL.
    const plain = viewSearch('proposals.staff', PAGE, { params: { q: 'x' }, columns: [] });
    expect(plain.toString()).toBe('q=x');
  });

  it("keeps the list's tab (a path, not a param) in the view and shows the view only on that tab", () => {
    const search = new URLSearchParams('unit=u1&page=3');
    const params = viewParams(search, 'overdue');
    expect(params).toEqual({ unit: 'u1', [TAB_PARAM]: 'overdue' });
    const view = { params, columns: [] };
    expect(viewTab(view)).toBe('overdue');
    // The URL of the view holds no tab param: the tab is the path.
    expect(viewSearch('tasks.handling', ['unit'], view).toString()).toBe('unit=u1');
    expect(showsView('tasks.handling', ['unit'], search, view, 'overdue')).toBe(true);
    expect(showsView('tasks.handling', ['unit'], search, view, 'due_soon')).toBe(false);
    // A view saved without a tab is shown on any.
    expect(showsView('tasks.handling', ['unit'], search, { params: { unit: 'u1' }, columns: [] }, 'x')).toBe(
      true,
    );
  });

  it('drops a dragged column onto another place, the others shifting', () => {
    expect(dropColumn(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropColumn(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropColumn(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(dropColumn(['a', 'b'], 'a', 'hidden')).toEqual(['a', 'b']);
  });
});

function Probe() {
  const choice = useColumnChoice('proposals.staff', columns);
  return <output>{choice.columns.map((column) => column.id).join('|')}</output>;
}
const probe = (url: string) =>
  renderStatic(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useColumnChoice', () => {
  it("gives the page's columns the URL names, in its order", async () => {
    expect(await probe('/list?columns=state,title&q=x')).toContain('<output>state|title</output>');
    expect(await probe('/list')).toContain(
      `<output>${visibleColumnIds('proposals.staff', PAGE, null).join('|')}</output>`,
    );
  });
});

describe('the column chooser', () => {
  it('lists the shown columns in order first, each with a labelled checkbox and move buttons', async () => {
    const html = await renderStatic(
      <ColumnChooserList columns={columns} visible={['state', 'title']} onChange={() => undefined} />,
      'zh-CN',
      [listViewsBundle],
    );
    const order = [...html.matchAll(/data-testid="column-(\w+)" data-shown="(true|false)"/g)].map(
      ([, id, shown]) => `${id}:${shown}`,
    );
    expect(order.slice(0, 3)).toEqual(['state:true', 'title:true', 'number:false']);
    expect(html).toContain('aria-label="上移“«state»”"');
    expect(html).toContain('aria-label="下移“«title»”"');
    // The first cannot move up, the last not down; hidden columns have no move buttons.
    expect(html).not.toContain('aria-label="上移“«number»”"');
    expect((html.match(/checked=""/g) ?? []).length).toBe(2);
    // Shown columns have a drag handle (pointer and touch; the buttons are the keyboard's way).
    expect(html).toContain('data-testid="column-drag-state"');
    expect(html).not.toContain('data-testid="column-drag-number"');
  });

  it('speaks English, and keeps the last column from being hidden', async () => {
    const html = await renderStatic(
      <ColumnChooserList columns={columns} visible={['title']} onChange={() => undefined} />,
      'en',
      [listViewsBundle],
    );
    expect(html).toContain('aria-label="Move “«title»” up"');
    expect(html).toContain('title="At least one column stays"');
  });
});
