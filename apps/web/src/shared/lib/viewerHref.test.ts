import { describe, expect, it } from 'vitest';
import { attachmentSrc, fileManagerFileSrc, isDocumentPath, replyDocumentSrc } from './viewerHref';

describe('document sources', () => {
  it('builds the paths it accepts, ids escaped', () => {
    expect(replyDocumentSrc('r/1')).toBe('/api/replies/r%2F1/document');
    expect(isDocumentPath(replyDocumentSrc('r/1'))).toBe(true);
    expect(isDocumentPath(attachmentSrc('a b'))).toBe(true);
    expect(fileManagerFileSrc('f/1')).toBe('/api/file-manager-app/files/f%2F1/content');
    expect(isDocumentPath(fileManagerFileSrc('f/1'))).toBe(true);
  });
  it('accepts no other API route', () => {
    for (const path of [
      '/api/auth/logout',
      '/api/replies/1/letter',
      '/api/attachments',
      '/api/attachments/1/x',
      '/api/file-manager-app/files',
      '/api/file-manager-app/items/1',
    ])
      expect(isDocumentPath(path)).toBe(false);
  });
});
