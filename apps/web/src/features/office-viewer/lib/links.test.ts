import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './links';

describe('links inside a document', () => {
  it.each(['https://www.gov.cn/a', 'http://intranet/x', 'mailto:office@example.org', '#_Toc1'])(
    'keeps %s',
    (href) => expect(safeLinkHref(href)).toBe(href),
  );
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    'vbscript:x',
  ])('drops %s', (href) => expect(safeLinkHref(href)).toBeNull());
});
