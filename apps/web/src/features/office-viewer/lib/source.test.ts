import { describe, expect, it } from 'vitest';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { apiPath, documentKind, parseViewerQuery, problemOf } from './source';
import { fitWidthZoom, initialZoom, zoomIn, zoomOut, zoomPercent } from './zoom';

const ORIGIN = 'https://cppcc.example';
const query = (search: string) => parseViewerQuery(new URLSearchParams(search), ORIGIN);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('viewer query', () => {
  it('accepts same-origin API paths and keeps their query', () => {
    expect(query('src=/api/attachments/abc&name=提案.pdf')).toEqual({
      ok: true,
      src: '/api/attachments/abc',
      name: '提案.pdf',
    });
    expect(apiPath('/api/replies/r1/document?download=0', ORIGIN)).toBe(
      '/api/replies/r1/document?download=0',
    );
  });

  it('reads back what viewerHref writes, names with spaces and symbols included', () => {
    const href = viewerHref('/api/attachments/a%20b', '答复 & 附件 #1.docx');
    const parsed = parseViewerQuery(new URL(href, ORIGIN).searchParams, ORIGIN);
    expect(parsed).toEqual({ ok: true, src: '/api/attachments/a%20b', name: '答复 & 附件 #1.docx' });
  });

  it('names the file after the path when no name is given, never with slashes', () => {
    expect(query('src=/api/attachments/x.pdf')).toMatchObject({ name: 'x.pdf' });
    expect(query('src=/api/attachments/x&name=../../a/b.pdf')).toMatchObject({ name: '.._.._a_b.pdf' });
  });

  it.each([
    ['https://evil.example/api/x'],
    ['//evil.example/api/x'],
    ['/\\evil.example/api/x'],
    ['/api\\..\\login'],
    ['/api/../login'],
    ['/api/%2e%2e/login'],
    ['/api/./x'],
    ['/apps/index'],
    ['api/attachments/1'],
    ['javascript:alert(1)'],
    ['/api/x#frag'],
    ['/api/x y'],
    ['/api/%E0%A4%A'],
    ['/api/auth/logout'],
    ['/api/proposals'],
    ['/api/replies/r1/letter'],
    ['/api/attachments/a/b'],
  ])('refuses %s', (src) => {
    expect(query(`src=${encodeURIComponent(src)}`)).toEqual({ ok: false, reason: 'notApi' });
  });

  it('says when nothing was given', () => {
    expect(query('')).toEqual({ ok: false, reason: 'missing' });
    expect(query('src=%20&name=a.pdf')).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('document kind', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  it('knows a PDF by its bytes whatever it is called', () => {
    expect(documentKind(bytes('%PDF-1.4\n'), 'application/octet-stream', 'scan')).toBe('pdf');
  });
  it('needs the type or the name to call a ZIP a DOCX', () => {
    expect(documentKind(bytes('PK\u0003\u0004rest'), DOCX, 'letter')).toBe('docx');
    expect(documentKind(bytes('PK\u0003\u0004rest'), 'application/octet-stream', 'Letter.DOCX')).toBe('docx');
    expect(documentKind(bytes('PK\u0003\u0004rest'), 'application/zip', 'sheet.xlsx')).toBe('other');
  });
  it('calls anything else other, even when named .pdf', () => {
    expect(documentKind(bytes('<html>'), 'text/html', 'fake.pdf')).toBe('other');
    expect(documentKind(new Uint8Array(), '', 'empty.docx')).toBe('other');
  });
});

describe('problems and zoom', () => {
  it('maps statuses to words', () => {
    expect([401, 403, 404, 410, 0, 500].map(problemOf)).toEqual([
      'signedOut',
      'forbidden',
      'notFound',
      'notFound',
      'network',
      'failed',
    ]);
  });
  it('steps, fits and prints zoom levels', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(fitWidthZoom(1000, 800)).toBe(1.25);
    expect(fitWidthZoom(0, 800)).toBe(1);
    expect(initialZoom(400, 800)).toBe(0.5);
    expect(initialZoom(2000, 800)).toBe(1);
    expect(zoomPercent(1.25)).toBe('125%');
  });
});
