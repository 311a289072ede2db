import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cursorParams,
  forgetShownPages,
  pageKey,
  rememberShownPage,
  useCursorParams,
  withoutCursor,
  type PagedParams,
} from './pageCursor';

const filters = { scope: 'all', state: 'submitted', sort: 'updatedAt', order: 'desc', pageSize: 20 };
const page = (n: number, more: object = {}) => ({ ...filters, ...more, page: n });
const answer = (n: number, nextCursor: string | null) => ({ page: n, nextCursor });

/** What a list component asks for `params`, rendered as the server-side renderer would (no DOM). */
function Probe({ list, params }: { list: string; params: PagedParams | undefined }) {
  return <output>{JSON.stringify(useCursorParams(list, params) ?? null)}</output>;
}
const asked = (list: string, params: PagedParams | undefined) =>
  JSON.parse(
    renderToStaticMarkup(<Probe list={list} params={params} />)
      .replace(/^<output>|<\/output>$/g, '')
      .replace(/&quot;/g, '"'),
  ) as unknown;

beforeEach(() => forgetShownPages());

describe('paging forward by cursor', () => {
  it('asks page p + 1 after the cursor of the page p shown, with the page number as its label', () => {
    rememberShownPage('staff', page(3), answer(3, 'c3'));
    expect(cursorParams('staff', page(4))).toEqual({ ...page(4), after: 'c3' });
    expect(asked('staff', page(4))).toEqual({ ...page(4), after: 'c3' });
  });

  it('asks by number on a jump, going back, on page 1 and in another list', () => {
    rememberShownPage('staff', page(3), answer(3, 'c3'));
    for (const params of [page(5), page(2), page(3), page(1), page(10)]) {
      expect(cursorParams('staff', params)).toEqual(params);
    }
    expect(cursorParams('mine', page(4))).toEqual(page(4));
    expect(asked('staff', page(6))).toEqual(page(6));
    expect(asked('staff', undefined)).toBeNull();
  });

  it('asks by number when a filter, the sort or the page size changed', () => {
    rememberShownPage('staff', page(3), answer(3, 'c3'));
    for (const more of [{ q: '养老' }, { state: 'registered' }, { order: 'asc' }, { pageSize: 50 }]) {
      expect(cursorParams('staff', page(4, more))).toEqual(page(4, more));
    }
  });

  it('keeps only the page shown last, and none after the last page', () => {
    rememberShownPage('staff', page(3), answer(3, 'c3'));
    rememberShownPage('staff', page(4), answer(4, 'c4'));
    expect(cursorParams('staff', page(4))).toEqual(page(4));
    expect(cursorParams('staff', page(5))).toEqual({ ...page(5), after: 'c4' });
    rememberShownPage('staff', page(5), answer(5, null));
    expect(cursorParams('staff', page(6))).toEqual(page(6));
  });

  it('does not take an answer to another page as the page shown', () => {
    rememberShownPage('staff', page(3), answer(2, 'c2'));
    expect(cursorParams('staff', page(4))).toEqual(page(4));
    expect(cursorParams('staff', page(3))).toEqual(page(3));
  });

  it('keys a page by its exact filters, size and page, whatever the order of the keys or the cursor', () => {
    const reordered = {
      page: 4,
      pageSize: 20,
      order: 'desc',
      sort: 'updatedAt',
      state: 'submitted',
      scope: 'all',
    };
    const withCursor = { ...page(4), after: 'c3', q: undefined };
    expect(pageKey(reordered, 4)).toBe(pageKey(page(4), 4));
    expect(pageKey(withCursor, 4)).toBe(pageKey(page(4), 4));
    expect(pageKey(page(4), 4)).not.toBe(pageKey(page(4), 5));
    expect(pageKey(page(4, { q: 'a' }), 4)).not.toBe(pageKey(page(4), 4));
    expect(withoutCursor({ ...page(4), after: 'c3' })).toEqual(page(4));
  });
});
