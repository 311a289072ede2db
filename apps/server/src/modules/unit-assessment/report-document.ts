import type * as Docx from 'docx';
import type { Paragraph, Table, TableCell } from 'docx';
import {
  assessmentReportTitle,
  type AssessmentRules,
  type UnitAssessment,
  type UnitAssessmentItem,
} from '@cppcc/contracts';
import { lazyRequire } from '../../lib/lazyRequire';
import { A4, FONTS, LINE, MARGINS, mm, pageNumberFooter, run, SIZE } from '../reply-letter/letter';

/**
 * The units' assessment as a Word report for the committee's annual meeting: the same DOCX writer and
 * official-letter layout as the reply letter (reply-letter/letter.ts) and the topic guide.
 */
const docx = lazyRequire<typeof Docx>('docx');

/** 五号 (10.5 pt) for the table, so its ten columns fit the A4 text width. */
const TABLE_SIZE = 21;

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** The rules in one sentence, as the report states them. */
export function rulesSentence(rules: AssessmentRules): string {
  return (
    `考核得分按百分制计算：按时签收占${rules.signedInTimeWeight}分、按时答复占${rules.repliedOnTimeWeight}分、` +
    `办前面商占${rules.consultedWeight}分、委员满意度占${rules.satisfactionWeight}分（尚无可计之数的项目按其余项目折算）；` +
    `每件重新办理扣${rules.rehandlingPenalty}分，每次被催办扣${rules.urgePenalty}分，最低为0分。`
  );
}

const HEADERS = [
  '名次',
  '承办单位',
  '交办',
  '按时签收',
  '按时答复',
  '办前面商',
  '满意度',
  '被催办',
  '重新办理',
  '得分',
];

export function reportRow(item: UnitAssessmentItem): string[] {
  const f = item.figures;
  return [
    String(item.rank),
    f.unit.name,
    String(f.assigned),
    `${f.signedInTime}（${percent(item.rates.signedInTime)}）`,
    `${f.repliedOnTime}（${percent(item.rates.repliedOnTime)}）`,
    `${f.consulted}（${percent(item.rates.consulted)}）`,
    percent(item.rates.satisfaction),
    String(f.urges),
    String(f.rehandled),
    item.score.toFixed(1),
  ];
}

function cell(text: string, header: boolean): TableCell {
  const { AlignmentType, Paragraph, TableCell } = docx();
  return new TableCell({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [run(text, header ? 'heading' : 'body', { size: TABLE_SIZE })],
      }),
    ],
  });
}

function rankingTable(items: readonly UnitAssessmentItem[]): Table {
  const { Table, TableRow, WidthType } = docx();
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: HEADERS.map((text) => cell(text, true)) }),
      ...items.map((item) => new TableRow({ children: reportRow(item).map((text) => cell(text, false)) })),
    ],
  });
}

/** Title, the rules, the ranking table and one paragraph per unit on what its score stands for. */
export async function buildAssessmentReport(assessment: UnitAssessment): Promise<Buffer> {
  const { AlignmentType, Document, Packer, Paragraph } = docx();
  const title = assessmentReportTitle(assessment.session.name);
  const indent = { firstLine: 2 * 20 * 16 };
  const body = (text: string) => new Paragraph({ spacing: LINE, indent, children: [run(text)] });
  const children: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: LINE, children: [run(title, 'title')] }),
    new Paragraph({ spacing: LINE, children: [] }),
    body(
      assessment.items.length === 0
        ? `${assessment.session.name}尚无交办给承办单位的提案。`
        : `${assessment.session.name}共有${assessment.items.length}家承办单位承办提案。现将各单位提案办理工作考核情况报告如下。`,
    ),
    new Paragraph({ spacing: LINE, children: [run('一、考核办法', 'heading')] }),
    body(rulesSentence(assessment.rules)),
    new Paragraph({ spacing: LINE, children: [run('二、考核结果', 'heading')] }),
  ];
  if (assessment.items.length > 0) children.push(rankingTable(assessment.items));
  children.push(new Paragraph({ spacing: LINE, children: [run('三、各单位情况', 'heading')] }));
  for (const item of assessment.items) {
    const f = item.figures;
    children.push(
      body(
        `${item.rank}．${f.unit.name}：交办${f.assigned}件，按时签收${f.signedInTime}件，已答复${f.replied}件，` +
          `其中按时答复${f.repliedOnTime}件、办前面商${f.consulted}件；委员评价${f.evaluations}次，` +
          `对办理态度满意${f.attitudeSatisfied}次、对办理结果满意${f.resultSatisfied}次；被催办${f.urges}次，` +
          `重新办理${f.rehandled}件。得分${item.score.toFixed(1)}分。`,
      ),
    );
  }
  const document = new Document({
    creator: 'CPPCC',
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
