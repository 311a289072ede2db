import type { Statistics, TopicStatistics } from '@cppcc/contracts';

type MemberRow = Statistics['byMember'][number];
type UnitRow = Statistics['units'][number];
type TopicRow = TopicStatistics['items'][number];

/** How a column's values are shown and exported: text, a count, or a 0–1 rate shown as a percentage. */
export type ColumnKind = 'text' | 'count' | 'rate';

export interface Column<Row> {
  /** Message key of the header in the statistics bundle (the Excel file uses the zh-CN text). */
  header: `col.${string}`;
  kind: ColumnKind;
  value: (row: Row) => string | number | null;
}

export interface TableSpec<Row> {
  id: 'members' | 'units' | 'topics';
  /** Message key of the title; also the sheet name and part of the file name. */
  title: `table.${string}`;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}

/** Per member: 领衔 / 附议 / 立案. */
export const MEMBER_TABLE: TableSpec<MemberRow> = {
  id: 'members',
  title: 'table.members',
  rowKey: (row) => row.member.id,
  columns: [
    { header: 'col.member', kind: 'text', value: (row) => row.member.displayName },
    { header: 'col.led', kind: 'count', value: (row) => row.led },
    { header: 'col.cosigned', kind: 'count', value: (row) => row.cosigned },
    { header: 'col.registered', kind: 'count', value: (row) => row.registered },
  ],
};

/** Per unit: 交办 / 签收 / 已答复 / 超期 / 按期答复 / 按期办复率. */
export const UNIT_TABLE: TableSpec<UnitRow> = {
  id: 'units',
  title: 'table.units',
  rowKey: (row) => row.unit.id,
  columns: [
    { header: 'col.unit', kind: 'text', value: (row) => row.unit.name },
    { header: 'col.assigned', kind: 'count', value: (row) => row.assigned },
    { header: 'col.signed', kind: 'count', value: (row) => row.signed },
    { header: 'col.replied', kind: 'count', value: (row) => row.replied },
    { header: 'col.overdue', kind: 'count', value: (row) => row.overdue },
    { header: 'col.onTime', kind: 'count', value: (row) => row.onTime },
    { header: 'col.onTimeRate', kind: 'rate', value: (row) => row.onTimeRate },
  ],
};

/** Per topic of the guide (issue 27): proposals received, and drafts still being written. */
export const TOPIC_TABLE: TableSpec<TopicRow> = {
  id: 'topics',
  title: 'table.topics',
  rowKey: (row) => row.topicId,
  columns: [
    { header: 'col.topic', kind: 'text', value: (row) => row.title },
    { header: 'col.topicReceived', kind: 'count', value: (row) => row.received },
    { header: 'col.topicDrafts', kind: 'count', value: (row) => row.drafts },
  ],
};

/** A table as header texts and cell values (numbers stay numbers; a missing rate is null). */
export function tableCells<Row>(
  spec: TableSpec<Row>,
  rows: readonly Row[],
  translate: (key: string) => string,
): { headers: string[]; kinds: ColumnKind[]; values: (string | number | null)[][] } {
  return {
    headers: spec.columns.map((column) => translate(column.header)),
    kinds: spec.columns.map((column) => column.kind),
    values: rows.map((row) => spec.columns.map((column) => column.value(row))),
  };
}
