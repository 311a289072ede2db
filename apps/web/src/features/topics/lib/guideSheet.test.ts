import type { Topic } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, loadExcelJs } from '../../../shared/lib/excel';
import { guideSheet, type GuideSheetTexts } from './guideSheet';

const topic = (over: Partial<Topic>): Topic => ({
  id: 't',
  sessionId: 's',
  title: '',
  background: '',
  sourceUnit: '',
  state: 'published',
  clues: [],
  position: 1,
  publishedAt: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const texts: GuideSheetTexts = {
  sheetName: '选题目录',
  position: '序号',
  title: '选题',
  state: '状态',
  background: '背景',
  sourceUnit: '提出单位',
  clues: '相关线索',
  received: '已收到提案',
  drafts: '起草中',
  stateName: (state) => (state === 'published' ? '已发布' : '草稿'),
};

describe('guideSheet', () => {
  it('lists the topics in guide order with their clues and proposal counts', () => {
    const sheet = guideSheet(
      [
        topic({ id: 'b', title: '托育', position: 2, state: 'draft' }),
        topic({
          id: 'a',
          title: '老旧小区改造',
          background: '加装电梯难',
          sourceUnit: '市住建局',
          clues: [
            { id: 'c1', title: '加装电梯协调难' },
            { id: 'c2', title: '停车难' },
          ],
        }),
      ],
      { items: [{ topicId: 'a', title: '老旧小区改造', state: 'published', received: 3, drafts: 1 }] },
      texts,
    );
    expect(sheet.headers).toEqual([
      '序号',
      '选题',
      '状态',
      '背景',
      '提出单位',
      '相关线索',
      '已收到提案',
      '起草中',
    ]);
    expect(sheet.values).toEqual([
      [1, '老旧小区改造', '已发布', '加装电梯难', '市住建局', '加装电梯协调难；停车难', 3, 1],
      [2, '托育', '草稿', '', '', '', 0, 0],
    ]);
  });

  it('becomes a workbook whose counts are numbers', async () => {
    const content = guideSheet(
      [topic({ id: 'a', title: '智慧城市' })],
      { items: [{ topicId: 'a', title: '智慧城市', state: 'published', received: 2, drafts: 0 }] },
      texts,
    );
    const sheet = buildWorkbook(await loadExcelJs(), content).getWorksheet('选题目录');
    expect(sheet?.getRow(1).getCell(6).value).toBe('相关线索');
    expect(sheet?.getRow(2).getCell(2).value).toBe('智慧城市');
    expect(sheet?.getRow(2).getCell(7).value).toBe(2);
  });
});
