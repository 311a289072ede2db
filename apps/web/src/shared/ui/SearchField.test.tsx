import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { pendingTerm, SearchField } from './SearchField';

describe('SearchField', () => {
  it('applies trimmed text cut to the limit, and nothing when it is already applied', () => {
    expect(pendingTerm('  交通 ', '')).toBe('交通');
    expect(pendingTerm('交通 ', '交通')).toBeNull();
    expect(pendingTerm('', '交通')).toBe('');
    expect(pendingTerm('abcdef', '', 3)).toBe('abc');
  });

  it('shows the applied term with its label, limit and test id', async () => {
    const html = await renderStatic(
      <SearchField
        value="交通"
        onSearch={() => undefined}
        label="搜索"
        testId="search-input"
        maxLength={50}
      />,
    );
    expect(html).toContain('搜索');
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(html).toContain('value="交通"');
    expect(html).toContain('maxLength="50"');
    expect(html).toContain('data-testid="search-input"');
  });
});
