import IconButton from '@mui/material/IconButton';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { LazyTooltip } from './LazyTooltip';

describe('LazyTooltip before MUI’s Tooltip has loaded', () => {
  it('gives the child the title as its name, as the Tooltip does, and sends no tooltip', async () => {
    const html = await renderStatic(
      <LazyTooltip title="通知">
        <IconButton data-testid="bell">x</IconButton>
      </LazyTooltip>,
    );
    expect(html).toMatch(/<button[^>]*data-testid="bell"[^>]*aria-label="通知"/);
    expect(html).not.toContain('role="tooltip"');
    expect(html).not.toMatch(/\btitle=/);
  });

  it("keeps the child's own name", async () => {
    const html = await renderStatic(
      <LazyTooltip title="通知">
        <IconButton aria-label="通知（3 条未读）">x</IconButton>
      </LazyTooltip>,
    );
    expect(html).toContain('aria-label="通知（3 条未读）"');
    expect(html).not.toContain('aria-label="通知"');
  });

  it('with describeChild gives the title as the title attribute and leaves the name alone', async () => {
    const html = await renderStatic(
      <LazyTooltip title="李文博" placement="left" describeChild>
        <IconButton aria-label="李文博，在线">x</IconButton>
      </LazyTooltip>,
    );
    expect(html).toContain('title="李文博"');
    expect(html).toContain('aria-label="李文博，在线"');
  });
});
