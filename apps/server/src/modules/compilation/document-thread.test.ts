import { DEFAULT_WORKFLOW_SETTINGS, type Statistics } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { docxText } from '../../test/docx';
import type { CompilationContent, CompiledProposal } from './content';
import { buildCompilationDocument } from './document';
import { buildCompilationDocumentOffThread, documentThread } from './document-thread';

/**
 * The compilation's DOCX is built on a worker thread (document-thread.ts): the server keeps answering while
 * a big session's document is written, and the file is the one the main thread would have written.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
}, 120_000);
afterAll(() => ctx.close());

const statistics: Statistics = {
  session: { id: 's1', name: '第一届第一次会议' },
  proposals: {
    received: 3,
    pending: 0,
    registered: 3,
    notRegistered: 0,
    merged: 0,
    withdrawn: 0,
    converted: { opinion: 0, publicSentiment: 0 },
    assigned: 3,
    replied: 2,
    closed: 1,
    key: 1,
  },
  byCategory: [{ code: DEFAULT_WORKFLOW_SETTINGS.categories[0]?.code ?? '', count: 3 }],
  byKind: [{ code: 'individual', count: 3 }],
  byMember: [],
  units: [
    {
      unit: { id: 'u1', name: '市教育局' },
      assigned: 3,
      signed: 3,
      replied: 2,
      overdue: 0,
      onTime: 2,
      onTimeRate: 1,
    },
  ],
  replyClasses: [{ code: 'A', count: 2 }],
  satisfaction: { evaluations: 0, satisfied: 0, basicallySatisfied: 0, unsatisfied: 0, rate: null },
};

function proposal(index: number, paragraphs: number): CompiledProposal {
  const text = Array.from(
    { length: paragraphs },
    (_, line) =>
      `第${index}件提案的第${line + 1}段：关于推进城乡公共服务均等化、完善基层治理体系的具体分析。`,
  ).join('\n');
  return {
    id: `p${index}`,
    number: index,
    title: `关于第${index}项民生实事的提案`,
    analysis: text,
    suggestions: text,
    kind: 'individual',
    categoryCode: DEFAULT_WORKFLOW_SETTINGS.categories[index % 2]?.code ?? null,
    proposers: ['张委员', '李委员'],
    leadUnits: ['市教育局'],
    outcome: 'A 已解决',
    excellent: index % 7 === 0,
    key: index % 11 === 0,
    replies: [
      {
        unitName: '市教育局',
        role: 'lead',
        round: 1,
        title: `对第${index}号提案的答复`,
        text,
        summaryOnly: false,
        resultClass: 'A',
      },
    ],
  };
}

const content = (proposals: number, paragraphs: number): CompilationContent => ({
  sessionName: statistics.session.name,
  edition: 'internal',
  statistics,
  settings: DEFAULT_WORKFLOW_SETTINGS,
  proposals: Array.from({ length: proposals }, (_, index) => proposal(index + 1, paragraphs)),
  date: '2026-03-01',
});

describe('the compilation document thread', () => {
  it('writes the same document as the main thread would', async () => {
    const small = content(12, 3);
    const [offThread, mainThread] = await Promise.all([
      buildCompilationDocumentOffThread(small),
      buildCompilationDocument(small),
    ]);
    expect(documentThread.started).toBe(true);
    const text = docxText(offThread);
    expect(text).toContain('关于第12项民生实事的提案');
    expect(text).toBe(docxText(mainThread));
  }, 120_000);

  it('answers a request while a big session is being written', async () => {
    let finished = false;
    const building = buildCompilationDocumentOffThread(content(400, 8)).then((bytes) => {
      finished = true;
      return bytes;
    });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // The answer came while the document was still being written: the build held up nothing.
    expect(finished).toBe(false);
    expect(docxText(await building)).toContain('关于第400项民生实事的提案');
  }, 300_000);

  it('queues documents asked for together and builds each', async () => {
    const texts = (
      await Promise.all([1, 2, 3].map((n) => buildCompilationDocumentOffThread(content(n, 1))))
    ).map(docxText);
    texts.forEach((text, index) => {
      expect(text).toContain(`关于第${index + 1}项民生实事的提案`);
      expect(text).not.toContain(`关于第${index + 2}项民生实事的提案`);
    });
  }, 120_000);
});
