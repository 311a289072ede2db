import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearedFilters, filterSchema, oneOfParam, pageParam, textParam, writeFilters } from './urlFilters';
import { useUrlFilters } from './useUrlFilters';

const schema = filterSchema({
  q: textParam(),
  order: oneOfParam(['asc', 'desc'], 'desc'),
  page: pageParam(),
});

function Probe() {
  const { filters } = useUrlFilters(schema);
  return <output>{JSON.stringify(filters)}</output>;
}

const rendered = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  ).replace(/&quot;/g, '"');

describe('useUrlFilters', () => {
  it('reads typed filters from the address, defaults for bad values', () => {
    expect(rendered('/list?q=%E4%BA%A4%E9%80%9A&order=asc&page=2')).toContain(
      '{"q":"交通","order":"asc","page":2}',
    );
    expect(rendered('/list?order=up&page=zero')).toContain('{"q":"","order":"desc","page":1}');
  });
});

describe('writing filters one after another', () => {
  it('builds each write on the one before, so quick changes do not undo each other', () => {
    const first = writeFilters(schema, new URLSearchParams('page=4'), { q: '教育' });
    const second = writeFilters(schema, first, { order: 'asc' });
    expect(second.toString()).toBe(`q=${encodeURIComponent('教育')}&order=asc`);
  });

  it('clears the filters but the kept ones, keeping params of others', () => {
    const base = new URLSearchParams('q=a&order=asc&page=2&tab=x');
    expect(writeFilters(schema, base, clearedFilters(schema, ['order'])).toString()).toBe('order=asc&tab=x');
  });
});
