import { describe, expect, it } from 'vitest';
import {
  COMPONENT_DOC_PAGES,
  COMPONENT_DOC_SUMMARIES,
  DOC_PAGES,
  DOC_SECTIONS,
  docMarkdownFile,
  docPageAt,
  docPagePath,
} from '.';

describe('documentation pages (seed 001 §2)', () => {
  it('keeps the seed route names', () => {
    const paths = DOC_PAGES.map(docPagePath);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/documentation/changelog',
        '/documentation/getting-started/introduction',
        '/documentation/working-with-fuse-react/updating-fuse-react',
        '/documentation/authentication/auth0',
        '/documentation/material-ui-components/app-bar',
        '/documentation/material-ui-components/text-fields',
        '/documentation/third-party-components/datatables/react-table',
        '/documentation/fuse-components/fuse-chip-select',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(COMPONENT_DOC_PAGES).toHaveLength(45);
    for (const section of DOC_SECTIONS) expect(DOC_PAGES.some((page) => page.section === section)).toBe(true);
  });
  it('finds a page by its address and names its text file', () => {
    expect(docPageAt('/documentation/authentication/jwt/')?.title.en).toBe('JWT');
    expect(docPageAt('/documentation/authentication')).toBeUndefined();
    const table = docPageAt('/documentation/third-party-components/datatables/react-table');
    expect(table && docMarkdownFile(table)).toBe('third-party-components/datatables/react-table.md');
    expect(docMarkdownFile({ section: null, slug: 'changelog' })).toBe('changelog.md');
  });
  it('describes every component page in both languages', () => {
    for (const page of COMPONENT_DOC_PAGES) {
      expect(COMPONENT_DOC_SUMMARIES[page.slug]?.['zh-CN']).toBeTruthy();
      expect(COMPONENT_DOC_SUMMARIES[page.slug]?.en).toBeTruthy();
    }
  });
});
