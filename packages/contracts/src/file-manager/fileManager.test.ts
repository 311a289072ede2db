import { describe, expect, it } from 'vitest';
import { createFolderBodySchema, isValidItemName, previewOf } from './fileManager';

describe('file manager rules', () => {
  it('refuses names that could leave their folder or hide characters', () => {
    expect(['报告.pdf', '2026 年', 'a.b.c', '..hidden'].every(isValidItemName)).toBe(true);
    expect(['.', '..', 'a/b', 'a\\b', 'x\u0000y', 'tab\there'].some(isValidItemName)).toBe(false);
  });
  it('names the field of a bad folder name', () => {
    const result = createFolderBodySchema.safeParse({ name: '../x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'fileManager.nameInvalid' });
    expect(createFolderBodySchema.parse({ name: ' 报告 ' })).toEqual({ name: '报告', folderId: null });
  });
  it('previews pictures, PDF, Word and text in the page; other files are downloaded', () => {
    expect(previewOf('image/png')).toBe('image');
    expect(previewOf('application/pdf')).toBe('pdf');
    expect(previewOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(previewOf('text/plain')).toBe('text');
    expect(previewOf('application/vnd.ms-excel')).toBeNull();
    expect(previewOf(null)).toBeNull();
  });
});
