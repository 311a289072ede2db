import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../testing/renderStatic';
import { CardedPage } from './CardedPage';
import { pageLayoutsBundle } from './i18n';
import { SimplePage } from './SimplePage';
import { nextOpen } from './useFoldingSidebars';

/** A theme whose media queries answer as a window of `width` px would (useMediaQuery's server path). */
function themeAt(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
  };
  return createTheme({
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query) => ({ matches: matches(query) }) } },
    },
  });
}

const at = (width: number, element: ReactElement, language = 'zh-CN') =>
  renderStatic(<ThemeProvider theme={themeAt(width)}>{element}</ThemeProvider>, language, [
    pageLayoutsBundle,
  ]);

const parts = {
  header: <h1>页头</h1>,
  tabs: <nav>标签栏</nav>,
  content: <p>正文内容</p>,
  leftSidebar: <p>左侧内容</p>,
  rightSidebar: <p>右侧内容</p>,
};

describe('CardedPage', () => {
  it('shows both sidebars beside the card on a wide window, with no buttons to open them', async () => {
    const html = await at(1280, <CardedPage {...parts} />);
    expect(html).toContain('data-folded="false"');
    expect(html).toContain('aria-label="左侧栏" data-testid');
    expect(html).toContain('aria-label="右侧栏" data-testid');
    expect(html).not.toContain('显示左侧栏');
    expect(html.indexOf('左侧内容')).toBeLessThan(html.indexOf('正文内容'));
    expect(html.indexOf('正文内容')).toBeLessThan(html.indexOf('右侧内容'));
    expect(html.indexOf('标签栏')).toBeLessThan(html.indexOf('正文内容'));
  });
  it('folds the sidebars on a phone: header buttons open them, the content stays', async () => {
    const html = await at(375, <CardedPage {...parts} />);
    expect(html).toContain('data-folded="true"');
    expect(html).not.toContain('<aside');
    expect(html).not.toContain('左侧内容');
    expect(html).toContain('aria-label="显示左侧栏"');
    expect(html).toContain('aria-label="显示右侧栏"');
    expect(html).toContain('正文内容');
    const english = await at(375, <CardedPage {...parts} />, 'en');
    expect(english).toContain('aria-label="Show left sidebar"');
  });
  it('offers no button for a sidebar it does not have', async () => {
    const html = await at(375, <CardedPage header={parts.header} content={parts.content} />);
    expect(html).not.toContain('显示左侧栏');
    expect(html).not.toContain('显示右侧栏');
    const left = await at(375, <CardedPage {...parts} rightSidebar={undefined} />);
    expect(left).toContain('显示左侧栏');
    expect(left).not.toContain('显示右侧栏');
  });
});

describe('SimplePage', () => {
  it('puts full-height sidebars beside the header, inner ones below it', async () => {
    const full = await at(1280, <SimplePage {...parts} />);
    expect(full.indexOf('aria-label="左侧栏" data-testid')).toBeLessThan(full.indexOf('<header'));
    const inside = await at(1280, <SimplePage {...parts} sidebarsInside />);
    expect(inside.indexOf('</header>')).toBeLessThan(inside.indexOf('aria-label="左侧栏" data-testid'));
    expect(inside.indexOf('标签栏')).toBeLessThan(inside.indexOf('左侧内容'));
  });
  it('folds its sidebars below the lg breakpoint, named as the page says', async () => {
    const html = await at(
      1000,
      <SimplePage {...parts} leftSidebarLabel="目录" rightSidebarLabel="详情" sidebarsInside />,
    );
    expect(html).toContain('data-folded="true"');
    expect(html).not.toContain('<aside');
    expect(html).toContain('aria-label="显示左侧栏"');
    const wide = await at(1200, <SimplePage {...parts} leftSidebarLabel="目录" />);
    expect(wide).toContain('aria-label="目录" data-testid');
  });
});

describe('opening the folded sidebars', () => {
  it('opens one drawer at a time and closes only the one asked', () => {
    const closed = { left: false, right: false };
    expect(nextOpen(closed, 'left', true)).toEqual({ left: true, right: false });
    expect(nextOpen({ left: true, right: false }, 'right', true)).toEqual({ left: false, right: true });
    expect(nextOpen({ left: true, right: false }, 'right', false)).toEqual({ left: true, right: false });
    expect(nextOpen({ left: true, right: false }, 'left', false)).toEqual(closed);
  });
});
