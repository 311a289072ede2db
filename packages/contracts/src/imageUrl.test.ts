import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isSafeImageUrl } from './imageUrl';

describe('isSafeImageUrl', () => {
  it.each([
    '/assets/avatars/a.png',
    '/api/attachments/1/content',
    'https://example.org/a.png',
    'http://intranet/a.jpg',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'a.png',
    '',
  ])('refuses %s', (url) => expect(imageUrlSchema.safeParse(url).success).toBe(false));
});
