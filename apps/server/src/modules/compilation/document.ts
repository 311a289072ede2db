import {
  COMPILATION_EDITION_LABELS,
  compilationTitle,
  PROPOSAL_KIND_LABELS,
  type Statistics,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Paragraph, Table } from 'docx';
import { docx, letterDate, mm, packDocument, run, SIZE } from '../../lib/docx-parts';
import type { CompilationContent, CompiledProposal } from './content';
import { heading, plain, table, textParagraphs } from './document-parts';

/**
 * The session's proposal compilation (提案汇编) as a Word document, in the official layout of
 * lib/docx-parts.ts (GB/T 9704) like the reply letter: a cover, the foreword, the statistics (the statistics page's own
 * figures), the catalogue by category, then every proposal's text with its replies. Excellent proposals
 * are marked ★ in the catalogue and 【优秀提案】 above their text.
 */
type Block = Paragraph | Table;

export const EXCELLENT_MARK = '【优秀提案】';
export const KEY_MARK = '【重点提案】';
const ROLE_NAMES: Record<string, string> = { lead: '主办', co: '协办', separate: '分办' };
const UNCATEGORISED = '未分类';

const categoryName = (settings: WorkflowSettings, code: string | null) =>
  (code && settings.categories.find((item) => item.code === code)?.zh) || (code ?? '') || UNCATEGORISED;

const numberText = (proposal: CompiledProposal) =>
  proposal.number === null ? '—' : `第${proposal.number}号`;

function cover(content: CompilationContent): Paragraph[] {
  const { AlignmentType, Paragraph } = docx();
  const centred = (text: string, part: 'title' | 'heading' | 'body', size: number, before = 0) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before, line: Math.max(560, size * 16), lineRule: 'exact' },
      children: [run(text, part, { size, bold: part === 'title' })],
    });
  return [
    centred(content.sessionName, 'heading', SIZE.body, mm(40)),
    centred('提案汇编', 'title', 72, 1200),
    centred(`（${COMPILATION_EDITION_LABELS[content.edition]['zh-CN']}）`, 'heading', SIZE.body, 600),
    centred('政协提案委员会办公室\u3000编', 'body', SIZE.body, 4000),
    centred(letterDate(content.date), 'body', SIZE.body, 200),
  ];
}

function foreword(content: CompilationContent): Block[] {
  const figures = content.statistics.proposals;
  const excellent = content.proposals.filter((proposal) => proposal.excellent).length;
  const scope =
    content.edition === 'public'
      ? `本汇编为公开版，收录提案人同意公开的立案提案${content.proposals.length}件，答复仅收录承办单位同意公开的全文或摘要。`
      : `本汇编为内部版，收录全部立案提案${content.proposals.length}件及其经审核的全部答复，供内部工作使用，请勿外传。`;
  return [
    // The section break already starts a page.
    heading('前\u3000\u3000言', { center: true }),
    ...textParagraphs(
      [
        `${content.sessionName}期间，共收到提案${figures.received}件，经审查立案${figures.registered}件，其中重点提案${figures.key}件；不予立案${figures.notRegistered}件（转为意见建议${figures.converted.opinion}件、转为社情民意${figures.converted.publicSentiment}件），并案处理${figures.merged}件。`,
        `立案提案已交办${figures.assigned}件，已答复${figures.replied}件，已办结${figures.closed}件。`,
        scope,
        `全书分为统计、目录和正文三部分：统计数据与系统统计页同口径；目录按提案类别编排；正文按提案号排列，每件提案之后附承办单位的答复。评为优秀的提案${excellent}件，在目录中以“★”、在正文中以“${EXCELLENT_MARK}”标注。`,
      ].join('\n'),
    ),
  ];
}

/** The statistics section: the same figures as the statistics page (statisticsService). */
export function statisticsBlocks(statistics: Statistics, settings: WorkflowSettings): Block[] {
  const p = statistics.proposals;
  const classLabel = (code: string) => settings.replyClasses.find((item) => item.code === code)?.zh ?? '';
  return [
    heading('一、统计', { pageBreak: true }),
    plain('表1\u3000提案办理概况', { bold: true }),
    table(
      ['项目', '件数'],
      [
        ['收到提案', p.received],
        ['待审查', p.pending],
        ['立案', p.registered],
        ['不予立案', p.notRegistered],
        ['并案', p.merged],
        ['撤案', p.withdrawn],
        ['已交办', p.assigned],
        ['已答复', p.replied],
        ['已办结', p.closed],
        ['重点提案', p.key],
      ],
      [3, 1],
      [1],
    ),
    plain('表2\u3000立案提案按类别', { bold: true }),
    table(
      ['类别', '件数'],
      statistics.byCategory.map((item) => [categoryName(settings, item.code || null), item.count]),
      [3, 1],
      [1],
    ),
    plain('表3\u3000收到提案按类型', { bold: true }),
    table(
      ['类型', '件数'],
      statistics.byKind.map((item) => [PROPOSAL_KIND_LABELS[item.code]['zh-CN'], item.count]),
      [3, 1],
      [1],
    ),
    plain('表4\u3000承办单位办理情况', { bold: true }),
    table(
      ['承办单位', '交办', '签收', '已答复', '按期答复', '逾期'],
      statistics.units.map((row) => [
        row.unit.name,
        row.assigned,
        row.signed,
        row.replied,
        row.onTime,
        row.overdue,
      ]),
      [4, 1, 1, 1, 1, 1],
      [1, 2, 3, 4, 5],
    ),
    plain('表5\u3000答复类别', { bold: true }),
    table(
      ['类别', '说明', '件数'],
      statistics.replyClasses.map((item) => [`${item.code}类`, classLabel(item.code), item.count]),
      [1, 3, 1],
      [2],
    ),
  ];
}

/** The catalogue: the proposals grouped by category (the settings' order, unknown codes, then none). */
function catalogue(content: CompilationContent): Block[] {
  const order = [...content.settings.categories.map((item) => item.code)];
  for (const proposal of content.proposals)
    if (!order.includes(proposal.categoryCode ?? '')) order.push(proposal.categoryCode ?? '');
  const blocks: Block[] = [heading('二、目录', { pageBreak: true })];
  for (const code of order) {
    const rows = content.proposals.filter((proposal) => (proposal.categoryCode ?? '') === code);
    if (rows.length === 0) continue;
    blocks.push(plain(`${categoryName(content.settings, code || null)}（${rows.length}件）`, { bold: true }));
    blocks.push(
      table(
        ['案号', '标题', '提案人', '主办单位', '办理结果'],
        rows.map((proposal) => [
          numberText(proposal),
          `${proposal.excellent ? '★' : ''}${proposal.title}`,
          proposal.proposers.join('、'),
          proposal.leadUnits.join('、') || '—',
          proposal.outcome,
        ]),
        [1.3, 4, 2.2, 2.2, 2.3],
      ),
    );
  }
  if (content.proposals.length === 0) blocks.push(plain('本版次没有收录提案。'));
  return blocks;
}

function proposalBlocks(proposal: CompiledProposal, content: CompilationContent): Block[] {
  const marks = [proposal.excellent ? EXCELLENT_MARK : '', proposal.key ? KEY_MARK : ''].join('');
  const blocks: Block[] = [
    heading(`${numberText(proposal)}\u3000${proposal.title}`, { pageBreak: true }),
    ...(marks ? [plain(marks, { bold: true })] : []),
    plain(`提案人：${proposal.proposers.join('、')}`, { size: SIZE.small }),
    plain(
      `类别：${categoryName(content.settings, proposal.categoryCode)}\u3000类型：${PROPOSAL_KIND_LABELS[proposal.kind]['zh-CN']}`,
      { size: SIZE.small },
    ),
    plain(`主办单位：${proposal.leadUnits.join('、') || '—'}\u3000办理结果：${proposal.outcome}`, {
      size: SIZE.small,
    }),
    plain('情况分析', { bold: true }),
    ...textParagraphs(proposal.analysis),
    plain('具体建议', { bold: true }),
    ...textParagraphs(proposal.suggestions),
  ];
  if (proposal.replies.length === 0)
    blocks.push(plain(content.edition === 'public' ? '（暂无公开答复）' : '（尚无审核通过的答复）'));
  for (const reply of proposal.replies) {
    const round = reply.round > 1 ? '，重新办理' : '';
    blocks.push(
      heading(`${reply.unitName}答复（${ROLE_NAMES[reply.role] ?? reply.role}${round}）`),
      plain(reply.title, { bold: true, center: true }),
      ...(reply.summaryOnly ? [plain('（摘要公开）', { size: SIZE.small })] : []),
      ...textParagraphs(reply.text),
    );
  }
  return blocks;
}

/** The compilation as DOCX bytes. */
export async function buildCompilationDocument(content: CompilationContent): Promise<Buffer> {
  const title = `${compilationTitle(content.sessionName)}（${COMPILATION_EDITION_LABELS[content.edition]['zh-CN']}）`;
  return packDocument({
    creator: 'CPPCC',
    title,
    sections: [
      { children: cover(content), footer: false },
      {
        children: [
          ...foreword(content),
          ...statisticsBlocks(content.statistics, content.settings),
          ...catalogue(content),
          heading('三、正文', { pageBreak: true }),
          ...content.proposals.flatMap((proposal) => proposalBlocks(proposal, content)),
        ],
      },
    ],
  });
}
