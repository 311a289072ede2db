import {
  DUTY_ACT_KINDS,
  DUTY_ACT_LABELS,
  PROPOSAL_STATE_LABELS,
  type DutyAct,
  type DutyRecord,
  type ProposalState,
} from '@cppcc/contracts';
import type { Paragraph, Table } from 'docx';
import {
  blank,
  documentTitle,
  gridTable,
  heading,
  indented,
  LETTERHEAD,
  letterDate,
  letterhead,
  line,
  packDocument,
  rightLine,
  SIZE,
} from '../../lib/docx-parts';

/* The duty report in the official layout of lib/docx-parts.ts (GB/T 9704), under the committee's letterhead. */

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

/** The member's yearly duty report (年度履职报告) as a DOCX file. */
export async function buildDutyReport(input: DutyReportInput): Promise<Buffer> {
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
    letterhead(),
    documentTitle(title),
    indented(dutySummary(record)),
    heading('一、履职情况统计'),
    gridTable(['履职事项', '数量', '积分'], figureRows, { size: SIZE.small, widths: [60, 20, 20] }),
    heading('二、提案及办理结果'),
    proposalRows.length > 0
      ? gridTable(['编号', '提案标题', '身份', '办理结果'], proposalRows, {
          size: SIZE.small,
          widths: [10, 50, 10, 30],
        })
      : line('本年度无提案。'),
    blank(),
    rightLine(letterDate(input.date), 4),
  ];
  return packDocument({ creator: LETTERHEAD, title, sections: [{ children }] });
}
