import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps what an editor writes', () => {
    const html =
      '<p>您好，<strong>张主任</strong>：</p><ul><li><em>一</em></li></ul><blockquote>引文</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event attributes, styles, frames and unsafe links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">正文<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(3)">点我</a><a href="https://example.org" onmouseover="x()">链接</a>' +
      '<svg><script>alert(4)</script></svg><style>body{}</style>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|iframe|style|javascript|<img|<svg/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer nofollow">点我</a>');
    expect(clean).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">链接</a>',
    );
  });

  it('gives the plain text of HTML', () => {
    expect(htmlToText('<p>第一段</p><p>A &amp; B&nbsp;&lt;c&gt;</p><script>x</script>')).toBe(
      '第一段 A & B <c>',
    );
  });
});
