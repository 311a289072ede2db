import { defaultListColumns } from '@cppcc/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/renderStatic';
import { ColumnChooserList } from './ColumnChooser';
import { listViewsBundle } from './i18n';
import {
  chooserRows,
  columnsParam,
  moveColumn,
  showsView,
  toggleColumn,
  viewParams,
  viewSearch,
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
