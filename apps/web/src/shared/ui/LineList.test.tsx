import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { lineChip, lineItem, LineList } from './LineList';
import { ProposalStateChip } from './StateChip';

const palette = createTheme().palette;
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('LineList', () => {
  it('draws a line as one list item: its link text, its second line and its chip', async () => {
    const html = await renderStatic(
      <LineList data-testid="lines">
        {lineItem('a', <a href="/x">标题</a>, '第二行', {
          action: lineChip({
            palette,
            testId: 'proposal-state',
            state: 'closed',
            label: '已办结',
            color: 'success',
          }),
        })}
      </LineList>,
    );
    expect(html).toMatch(/^<ul data-testid="lines" class="css-[^"]*"><li class="line-with-action">/);
    expect(html).toContain('<span class="line-primary"><a href="/x">标题</a></span>');
    expect(html).toContain('<p class="line-secondary">第二行</p>');
    expect(html).toContain('<div class="line-action"><div class="line-chip"');
    expect(html).toContain('<span class="line-chip-label">已办结</span>');
  });

  it('gives its chip the test id, data and colours of StateChip', async () => {
    const line = await renderStatic(
      lineChip({ palette, testId: 'proposal-state', state: 'rehandling', label: '重新办理', color: 'error' }),
    );
    const chip = await renderStatic(<ProposalStateChip state="rehandling" />);
    for (const name of ['data-testid', 'data-state', 'data-color', 'style'])
      expect(attribute(line, name)).toBe(attribute(chip, name));
  });

  it('keeps the narrower margins of a line without a second one', async () => {
    const html = await renderStatic(
      <ul>{[lineItem('a', '一', ''), lineItem('b', '二', '说明', { divider: true })]}</ul>,
    );
    expect(html).toContain(
      '<li><div class="line-text line-single"><span class="line-primary">一</span><p class="line-secondary"></p>',
    );
    expect(html).toContain(
      '<li class="line-divider"><div class="line-text"><span class="line-primary">二</span>',
    );
  });
});
