import {
  DUTY_ACT_KINDS,
  DUTY_ACT_LABELS,
  PROPOSAL_STATE_LABELS,
  type DutyAct,
  type DutyRecord,
  type ProposalState,
} from '@cppcc/contracts';
import type * as Docx from 'docx';
import type { Paragraph, Table } from 'docx';
import { lazyRequire } from '../../lib/lazyRequire';
import {
  A4,
  FONTS,
  LINE,
  MARGINS,
  letterDate,
  mm,
  pageNumberFooter,
  run,
  SIZE,
} from '../reply-letter/letter';

/** The same DOCX writer and official-letter layout as the reply letter (reply-letter/letter.ts). */
const docx = lazyRequire<typeof Docx>('docx');

/** The committee's letterhead (红头): the name in red over a red rule. */
export const LETTERHEAD = '中国人民政治协商会议市委员会';
const RED = 'C00000';

export interface DutyReportProposal extends DutyAct {
  led: boolean;
  resultClasses: string[];
}

export interface DutyReportInput {
  record: DutyRecord;
  proposals: DutyReportProposal[];
  /** YYYY-MM-DD, the day the report is made. */
  date: string;
}

/** 《张三委员2026年度履职报告》 */
export const dutyReportTitle = (record: DutyRecord) =>
  `${record.member.displayName}委员${record.session.year}年度履职报告`;

export const dutyReportFileName = (record: DutyRecord) =>
  `${dutyReportTitle(record)}.docx`.replace(/[\\/:*?"<>|[\]]/g, '_');

/** The opening paragraph: the year's acts in one sentence, as the office writes it. */
export function dutySummary(record: DutyRecord): string {
  const f = record.figures;
  return (
    `${record.session.name}期间，${record.member.displayName}委员领衔提出提案${f.led}件、联名提出提案${f.cosigned}件，` +
    `其中立案${f.registered}件、不予立案${f.notRegistered}件，重点提案${f.key}件，优秀提案${f.excellent}件；` +
    `按时评价办理答复${f.evaluationOnTime}次（逾期${f.evaluationLate}次），参加办理面商${f.consultation}次，` +
    `所提提案受督办${f.supervision}次，采纳社情民意线索${f.clueAdopted}条。按现行履职积分规则，本年度履职积分为${record.score}分。`
  );
}

/** A proposal's outcome as printed: its state, its reply classes, 重点 and 优秀. */
export function proposalOutcome(proposal: DutyReportProposal): string {
  const parts = [PROPOSAL_STATE_LABELS[proposal.state as ProposalState]?.['zh-CN'] ?? proposal.state];
  if (proposal.resultClasses.length > 0)
    parts.push(
      `答复${proposal.resultClasses.map((value) => (value.endsWith('类') ? value : `${value}类`)).join('、')}`,
    );
  if (proposal.isKey) parts.push('重点提案');
  if (proposal.isExcellent) parts.push('优秀提案');
  return parts.join('，');
}

function cell(text: string, options: { bold?: boolean; width?: number } = {}) {
  const { Paragraph, TableCell, WidthType } = docx();
  return new TableCell({
    width: options.width === undefined ? undefined : { size: options.width, type: WidthType.PERCENTAGE },
    children: [
      new Paragraph({ children: [run(text, options.bold ? 'heading' : 'body', { size: SIZE.small })] }),
    ],
  });
}

function table(header: string[], rows: string[][], widths: number[]): Table {
  const { Table, TableRow, WidthType } = docx();
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: header.map((text, i) => cell(text, { bold: true, width: widths[i] })),
      }),
      ...rows.map(
        (row) => new TableRow({ children: row.map((text, i) => cell(text, { width: widths[i] })) }),
      ),
    ],
  });
}

function heading(text: string): Paragraph {
  const { Paragraph } = docx();
  return new Paragraph({ spacing: LINE, children: [run(text, 'heading')] });
}

function letterhead(): Paragraph[] {
  const { AlignmentType, BorderStyle, Paragraph, TextRun } = docx();
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: RED, space: 8 } },
      children: [
        new TextRun({ text: LETTERHEAD, font: FONTS.title, size: SIZE.title, bold: true, color: RED }),
      ],
    }),
  ];
}

/** The member's yearly duty report (年度履职报告) as a DOCX file. */
export async function buildDutyReport(input: DutyReportInput): Promise<Buffer> {
  const { AlignmentType, Document, LineRuleType, Packer, Paragraph } = docx();
  const { record } = input;
  const title = dutyReportTitle(record);
  const figureRows = DUTY_ACT_KINDS.map((kind) => [
    DUTY_ACT_LABELS[kind]['zh-CN'],
    String(record.figures[kind]),
    String(record.points[kind]),
  ]);
  figureRows.push(['合计', '', String(record.score)]);
  const proposalRows = input.proposals.map((proposal) => [
    proposal.number === null ? '—' : String(proposal.number),
    proposal.title,
    proposal.led ? '领衔' : '联名',
    proposalOutcome(proposal),
  ]);
  const children: (Paragraph | Table)[] = [
    ...letterhead(),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 280, after: 280, line: 700, lineRule: LineRuleType.EXACT },
      children: [run(title, 'title', { bold: true })],
    }),
    new Paragraph({
      spacing: LINE,
      indent: { firstLine: 2 * 20 * 16, firstLineChars: 200 },
      children: [run(dutySummary(record))],
    }),
    heading('一、履职情况统计'),
    table(['履职事项', '数量', '积分'], figureRows, [60, 20, 20]),
    heading('二、提案及办理结果'),
    proposalRows.length > 0
      ? table(['编号', '提案标题', '身份', '办理结果'], proposalRows, [10, 50, 10, 30])
      : new Paragraph({ spacing: LINE, children: [run('本年度无提案。')] }),
    new Paragraph({ spacing: LINE, children: [] }),
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: LINE,
      indent: { right: 4 * 20 * 16 },
      children: [run(letterDate(input.date))],
    }),
  ];
  const document = new Document({
    creator: LETTERHEAD,
    title,
    styles: {
      default: {
        document: {
          run: { font: FONTS.body, size: SIZE.body, language: { value: 'zh-CN', eastAsia: 'zh-CN' } },
          paragraph: { spacing: LINE },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: A4, margin: { ...MARGINS, header: mm(15), footer: mm(28) } } },
        footers: { default: pageNumberFooter() },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
