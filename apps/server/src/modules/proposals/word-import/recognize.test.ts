import { describe, expect, it } from 'vitest';
import { readBlocks } from './document-blocks';
import { matchLabel, recognize, splitNames } from './recognize';
import { boldLabelsForm, freeText, headingsForm, SAMPLE, tableForm } from './test-documents';
import { checkWordArchive, ZipRefused } from './zip-guard';

/** The recognition rules over real Word files of the layouts members send (test-documents.ts). */
const names = { proposer: '张三', cosigners: ['李四', '王五'] };
const read = async (file: Promise<Buffer>) => recognize(await readBlocks(await file));
const numbered = SAMPLE.suggestions.map((item, index) => `${index + 1}. ${item}`).join('\n');

describe('recognize', () => {
  it('reads headings as paragraphs: "一、案由", "二、建议", typed numbers, label lines', async () => {
    const result = await read(headingsForm(names));
    expect(result.title).toBe(SAMPLE.title);
    expect(result.analysis).toBe(SAMPLE.analysis.join('\n'));
    expect(result.suggestions).toBe(numbered);
    expect(result.proposers).toEqual([
      { name: '张三', role: 'proposer' },
      { name: '李四', role: 'cosigner' },
      { name: '王五', role: 'cosigner' },
    ]);
    // The meeting's heading and the date are not fields: shown, not lost.
    expect(result.unplaced).toEqual(['政协第十五届委员会第三次会议提案', '2025年1月10日']);
  });

  it('reads the two-column table form, with label pairs side by side in a row', async () => {
    const result = await read(tableForm(names));
    expect(result).toMatchObject({
      title: SAMPLE.title,
      analysis: SAMPLE.analysis.join('\n'),
      suggestions: numbered,
      contactPhone: '13800138000',
      contactAddress: '人民路1号',
    });
    expect(result.proposers.map((p) => `${p.role}:${p.name}`)).toEqual([
      'proposer:张三',
      'cosigner:李四',
      'cosigner:王五',
    ]);
    expect(result.unplaced).toEqual(['提案表', '备注 | 请转交住建局']);
  });

  it("reads bold labels, Word's numbered list, a table in the analysis and a co-signers' table", async () => {
    const result = await read(boldLabelsForm(names));
    expect(result.title).toBe(SAMPLE.title);
    expect(result.analysis).toBe(
      [...SAMPLE.analysis, '年份 | 加装数量', '2023 | 120', '2024 | 310'].join('\n'),
    );
    expect(result.suggestions).toBe(numbered);
    expect(result.proposers).toEqual([
      { name: '张三', role: 'proposer' },
      { name: '李四', role: 'cosigner' },
      { name: '王五', role: 'cosigner' },
    ]);
    // The co-signers' sector column is not a field of the editor: kept as text.
    expect(result.unplaced).toEqual(['经济界', '经济界']);
  });

  it('takes 案由 for the title when it is one line and no title was labelled (the product calls it so)', () => {
    const paragraph = (text: string) => ({ kind: 'paragraph' as const, text, heading: false, boldLead: '' });
    const inline = recognize([
      paragraph('提案表'),
      paragraph(`案由：${SAMPLE.title}`),
      ...SAMPLE.analysis.map(paragraph),
      paragraph('建议：简化审批。'),
    ]);
    expect(inline).toMatchObject({
      title: SAMPLE.title,
      analysis: SAMPLE.analysis.join('\n'),
      suggestions: '简化审批。',
      unplaced: ['提案表'],
    });
    const row = recognize([
      {
        kind: 'table',
        rows: [
          ['案由', SAMPLE.title],
          ['理由', SAMPLE.analysis[0] ?? ''],
        ],
      },
    ]);
    expect(row).toMatchObject({ title: SAMPLE.title, analysis: SAMPLE.analysis[0] });
  });

  it('places nothing it cannot recognise: a document without labels comes back as not placed', async () => {
    const result = await read(freeText());
    expect(result).toMatchObject({ title: '', analysis: '', suggestions: '', proposers: [] });
    expect(result.unplaced).toEqual(['会议纪要', '今天讨论了三件事。', '散会。']);
  });

  it('matches labels with ordinals, spaces and either colon, and not words inside a sentence', () => {
    expect(matchLabel('一、案由')).toEqual({ section: 'subject', value: '' });
    expect(matchLabel('（二）建  议')).toEqual({ section: 'suggestions', value: '' });
    expect(matchLabel('提 案 人: 张三')).toEqual({ section: 'proposer', value: '张三' });
    expect(matchLabel('联名提案人：李四')).toEqual({ section: 'cosigner', value: '李四' });
    expect(matchLabel('建议有关部门加快审批')).toBeNull();
    expect(matchLabel('1. 简化审批流程')).toBeNull();
  });

  it('splits names on the usual separators and refuses what is not a list of names', () => {
    expect(splitNames('张三、李四（经济界）, 王五；赵六')).toEqual(['张三', '李四', '王五', '赵六']);
    expect(splitNames('张三 李四')).toEqual(['张三', '李四']);
    expect(splitNames('联系电话13800138000')).toBeNull();
  });
});

describe('checkWordArchive', () => {
  it('passes a real Word file and refuses a zip that is not one', async () => {
    expect(() => checkWordArchive(Buffer.from(''), 1024)).toThrow(ZipRefused);
    const docx = await headingsForm(names);
    expect(() => checkWordArchive(docx, 40 * 1024 * 1024)).not.toThrow();
    // Its parts unpack to more than 1 KB.
    expect(() => checkWordArchive(docx, 1024)).toThrow(
      expect.objectContaining({ reason: 'unpackedTooLarge' }),
    );
  });
});
