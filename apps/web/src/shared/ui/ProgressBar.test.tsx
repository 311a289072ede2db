import { readFileSync } from 'node:fs';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar in the theme’s secondary colour over LinearProgress’s track', async () => {
    const theme = createTheme({ palette: { secondary: { main: '#4f46e5' } } });
    const html = await renderStatic(
      <ThemeProvider theme={theme}>
        <ProgressBar label="加载中…" style={{ width: 192 }} />
      </ThemeProvider>,
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="加载中…"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('--progress-color:#4f46e5');
    expect(html).toMatch(/--progress-track:rgb\(\d+, \d+, \d+\)/);
    expect(html).toContain('width:192px');
  });

  it('can be hidden from assistive technology, as the route’s top bar is', async () => {
    const html = await renderStatic(<ProgressBar hidden testId="route-progress" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('data-testid="route-progress"');
  });

  it('is drawn by a rule of index.html, which the first paint has without a request', () => {
    const page = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(page).toMatch(/\.app-progress \{[^}]*var\(--progress-track\)/);
    expect(page).toMatch(/\.app-progress::after \{[^}]*var\(--progress-color\)/);
  });
});
