import type { WordImportResult } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import {
  importedCosigners,
  importedFields,
  importPatch,
  overwrittenFields,
  unplacedText,
  type ImportableContent,
} from './wordImport';

const result: WordImportResult = {
  fileName: '提案.docx',
  title: '关于加快老旧小区加装电梯的提案',
  analysis: '老旧小区没有电梯。',
  suggestions: '1. 简化审批。\n2. 设立补贴。',
  contactName: '',
  contactPhone: '13800138000',
  contactAddress: '',
  proposers: [],
  unplaced: ['政协第十五届委员会第三次会议提案', '2025年1月10日'],
};
const current = (overrides: Partial<ImportableContent> = {}): ImportableContent => ({
  title: '',
  analysis: '',
  suggestions: '',
  contactName: '张三',
  contactPhone: '',
  contactAddress: '',
  ...overrides,
});

describe('word import', () => {
  it('offers the fields the document fills, marking those that replace other text', () => {
    const fields = importedFields(result, current({ analysis: '我写的草稿', title: result.title }));
    expect(fields.map((item) => [item.field, item.overwrites])).toEqual([
      ['title', false],
      ['analysis', true],
      ['suggestions', false],
      ['contactPhone', false],
    ]);
  });

  it('applies only the ticked fields and names the replaced ones for the confirmation', () => {
    const fields = importedFields(result, current({ analysis: '我写的草稿' }));
    const chosen = new Set(['analysis', 'suggestions'] as const);
    expect(importPatch(fields, chosen)).toEqual({
      analysis: result.analysis,
      suggestions: result.suggestions,
    });
    expect(overwrittenFields(fields, chosen)).toEqual(['analysis']);
    expect(overwrittenFields(fields, new Set(['suggestions'] as const))).toEqual([]);
  });

  it('flags text over the field’s limit and joins what was not placed', () => {
    const long = importedFields({ ...result, title: '长'.repeat(201) }, current());
    expect(long.find((item) => item.field === 'title')?.tooLong).toBe(true);
    expect(unplacedText(result)).toBe('政协第十五届委员会第三次会议提案\n\n2025年1月10日');
  });
});

describe('importedCosigners', () => {
  it('puts matched co-signers into the invitation list and lists the unmatched names', () => {
    const proposers: WordImportResult['proposers'] = [
      { name: '刘建国', role: 'proposer', member: { id: 'me', displayName: '委员 刘建国' } },
      { name: '李秀英', role: 'cosigner', member: { id: 'u2', displayName: '李秀英' } },
      { name: '欧阳未知', role: 'cosigner', member: null },
      { name: '李秀英', role: 'cosigner', member: { id: 'u2', displayName: '李秀英' } },
      { name: '刘建国', role: 'cosigner', member: { id: 'me', displayName: '委员 刘建国' } },
      { name: '欧阳未知', role: 'cosigner', member: null },
    ];
    expect(importedCosigners({ proposers }, 'me')).toEqual({
      matched: [{ id: 'u2', label: '李秀英' }],
      unmatched: ['欧阳未知'],
    });
    expect(importedCosigners({ proposers: [] }, 'me')).toEqual({ matched: [], unmatched: [] });
  });
});
