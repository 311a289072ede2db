import type { Paragraph, Table } from 'docx';
import {
  assessmentReportTitle,
  type AssessmentRules,
  type UnitAssessment,
  type UnitAssessmentItem,
} from '@cppcc/contracts';
import { blank, documentTitle, gridTable, heading, indented, packDocument } from '../../lib/docx-parts';

/*
 * The units' assessment as a Word report for the committee's annual meeting, in the official layout of
 * lib/docx-parts.ts like the reply letter and the topic guide.
 */

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

/** Title, the rules, the ranking table and one paragraph per unit on what its score stands for. */
export async function buildAssessmentReport(assessment: UnitAssessment): Promise<Buffer> {
  const title = assessmentReportTitle(assessment.session.name);
  const children: (Paragraph | Table)[] = [
    documentTitle(title, 'plain'),
    blank(),
    indented(
      assessment.items.length === 0
        ? `${assessment.session.name}尚无交办给承办单位的提案。`
        : `${assessment.session.name}共有${assessment.items.length}家承办单位承办提案。现将各单位提案办理工作考核情况报告如下。`,
    ),
    heading('一、考核办法'),
    indented(rulesSentence(assessment.rules)),
    heading('二、考核结果'),
  ];
  if (assessment.items.length > 0)
    children.push(gridTable(HEADERS, assessment.items.map(reportRow), { size: TABLE_SIZE, center: true }));
  children.push(heading('三、各单位情况'));
  for (const item of assessment.items) {
    const f = item.figures;
    children.push(
      indented(
        `${item.rank}．${f.unit.name}：交办${f.assigned}件，按时签收${f.signedInTime}件，已答复${f.replied}件，` +
          `其中按时答复${f.repliedOnTime}件、办前面商${f.consulted}件；委员评价${f.evaluations}次，` +
          `对办理态度满意${f.attitudeSatisfied}次、对办理结果满意${f.resultSatisfied}次；被催办${f.urges}次，` +
          `重新办理${f.rehandled}件。得分${item.score.toFixed(1)}分。`,
      ),
    );
  }
  return packDocument({ creator: 'CPPCC', title, sections: [{ children }] });
}
