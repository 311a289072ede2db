import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/guard';
import { matchingDocumentation, plainText } from './documentation-search';

const admin: Caller = { id: 'admin', roles: ['admin'], unitId: null };
const member: Caller = { id: 'member', roles: ['members'], unitId: null };
const urls = (results: { url: string }[]) => results.map((result) => result.url);

describe('the documentation in the site search', () => {
  it('finds pages by their words in either language, titles first, for admins', async () => {
    const jwt = await matchingDocumentation(admin, 'jwt', 'en', 10);
    expect(urls(jwt)[0]).toBe('/documentation/authentication/jwt');
    expect(jwt[0]).toMatchObject({ kind: 'documentation', title: 'JWT' });
    // A word only the Chinese text has, answered in English.
    const phone = await matchingDocumentation(admin, '短信验证码', 'en', 10);
    expect(urls(phone)).toContain('/documentation/authentication/jwt');
    // The excerpt is the reader's language: the words are not in it, so it starts at the text's beginning.
    expect(phone.find((result) => result.url.endsWith('/jwt'))?.excerpt).toMatch(
      /^The system signs users in/,
    );
    expect(urls(await matchingDocumentation(admin, '折叠面板', 'zh-CN', 10))).toEqual([
      '/documentation/material-ui-components/accordion',
    ]);
    expect(urls(await matchingDocumentation(admin, 'npm install && npm start', 'zh-CN', 10))).toContain(
      '/documentation/getting-started/installation',
    );
    expect(await matchingDocumentation(admin, 'no such words anywhere', 'en', 10)).toEqual([]);
  });
  it('answers nothing to a caller the documentation routes do not admit', async () => {
    expect(await matchingDocumentation(member, 'jwt', 'en', 10)).toEqual([]);
  });
  it('still finds pages by title without the text files, and keeps to the limit', async () => {
    const missing = path.join(os.tmpdir(), 'no-documentation-here');
    expect(urls(await matchingDocumentation(admin, 'auth0', 'en', 10, missing))).toEqual([
      '/documentation/authentication/auth0',
    ]);
    expect(await matchingDocumentation(admin, 'JWT', 'en', 10, missing)).toHaveLength(1);
    expect(await matchingDocumentation(admin, 'e', 'en', 3)).toHaveLength(3);
  });
  it('reads Markdown as plain words', () => {
    expect(
      plainText(
        '## Title\n\nSee [the page](/x) and `code`.\n\n| a | b |\n| --- | --- |\n```bash\nnpm test\n```',
      ),
    ).toBe('Title See the page and code . a b npm test');
  });
});
