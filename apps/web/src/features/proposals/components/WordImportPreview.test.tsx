import type { WordImportResult } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { importedFields } from '../lib/wordImport';
import { wordImportBundle } from './wordImportI18n';
import { WordImportPreview } from './WordImportPreview';

const result: WordImportResult = {
  fileName: '老旧小区提案.docx',
  title: '关于加快老旧小区加装电梯的提案',
  analysis: '老旧小区没有电梯。',
  suggestions: '',
  contactName: '',
  contactPhone: '',
  contactAddress: '',
  proposers: [
    { name: '张三', role: 'proposer', member: { id: 'u1', displayName: '张三' } },
    { name: '王五', role: 'cosigner', member: null },
  ],
  unplaced: ['2025年1月10日'],
};
const fields = importedFields(result, {
  title: '',
  analysis: '已有的草稿',
  suggestions: '',
  contactName: '',
  contactPhone: '',
  contactAddress: '',
});

const render = (language: string) =>
  renderStatic(
    <WordImportPreview result={result} fields={fields} chosen={new Set(['title'])} onToggle={() => {}} />,
    language,
    [wordImportBundle],
  );

describe('word import preview', () => {
  it('shows what goes where, the proposers matched or not, and the text not placed', async () => {
    const html = await render('zh-CN');
    expect(html).toContain('已从「老旧小区提案.docx」识别出以下内容');
    expect(html).toContain('关于加快老旧小区加装电梯的提案');
    expect(html).toContain('情况分析');
    // The analysis replaces the draft's text; the empty suggestions are not offered.
    expect(html).toContain('将替换现有内容');
    expect(html).not.toContain('具体建议');
    expect(html).toMatch(/提案人.*张三.*已匹配委员/s);
    expect(html).toMatch(/联名人.*王五.*未匹配/s);
    expect(html).toContain('未填入的内容（1 段）');
    expect(html).toContain('2025年1月10日');
    // Only the ticked field's box is checked.
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it('speaks English completely', async () => {
    const html = await render('en');
    expect(html).toContain('This is what was recognised in “老旧小区提案.docx”');
    expect(html).toContain('Replaces what is there now');
    expect(html).toContain('Matched member');
    expect(html).toContain('Not matched');
    expect(html).toContain('Not placed (1)');
    expect(html).not.toMatch(/proposalWordImport|title_field/);
  });
});
