import type { Paragraph, Table } from 'docx';
import { bodyParagraphs, CHAR, docx, FONTS, run, TYPE_WIDTH, xmlSafe } from '../../lib/docx-parts';

/**
 * The compilation's own pieces (document.ts) on top of lib/docx-parts.ts: headings with a page break,
 * and fixed-layout tables with numeric columns.
 */
/** Half-points: 小四 for tables. */
const TABLE_SIZE = 24;
/** Tables and the catalogue on a 1.25 line (LineRuleType.AUTO), tighter than the body's fixed 28 pt. */
const TABLE_LINE = { line: 300, lineRule: 'auto' } as const;

export function heading(text: string, options: { pageBreak?: boolean; center?: boolean } = {}): Paragraph {
  const { AlignmentType, Paragraph } = docx();
  return new Paragraph({
    pageBreakBefore: options.pageBreak,
    alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    keepNext: true,
    spacing: { before: 240, after: 240, line: 560, lineRule: 'exact' },
    children: [run(text, 'heading')],
  });
}

/** Body text: 三号仿宋, first line indented two characters, one paragraph per line of `text`. */
export function textParagraphs(text: string): Paragraph[] {
  const { AlignmentType, Paragraph } = docx();
  return bodyParagraphs(text).map(
    (line) =>
      new Paragraph({
        alignment: AlignmentType.JUSTIFIED,
        indent: { firstLine: 2 * CHAR, firstLineChars: 200 },
        children: [run(line)],
      }),
  );
}

export function plain(text: string, options: { bold?: boolean; center?: boolean; size?: number } = {}) {
  const { AlignmentType, Paragraph } = docx();
  return new Paragraph({
    alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    children: [run(text, options.bold ? 'heading' : 'body', { size: options.size })],
  });
}

function cell(text: string, width: number, header: boolean, right: boolean) {
  const { AlignmentType, Paragraph, TableCell, TextRun, VerticalAlign, WidthType } = docx();
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: [
      new Paragraph({
        spacing: TABLE_LINE,
        alignment: header ? AlignmentType.CENTER : right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [
          new TextRun({
            text: xmlSafe(text),
            font: header ? FONTS.heading : FONTS.body,
            size: TABLE_SIZE,
          }),
        ],
      }),
    ],
  });
}

/**
 * A table with a repeated header row. `widths` are parts of the type area's width; columns listed in
 * `numeric` are right-aligned.
 */
export function table(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  widths: readonly number[],
  numeric: readonly number[] = [],
): Table {
  const { Table, TableRow, WidthType, TableLayoutType } = docx();
  const sum = widths.reduce((total, part) => total + part, 0);
  const columns = widths.map((part) => Math.floor((TYPE_WIDTH * part) / sum));
  return new Table({
    width: { size: columns.reduce((total, width) => total + width, 0), type: WidthType.DXA },
    columnWidths: columns,
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((text, index) => cell(text, columns[index] ?? 0, true, false)),
      }),
      ...rows.map(
        (values) =>
          new TableRow({
            cantSplit: true,
            children: values.map((value, index) =>
              cell(String(value), columns[index] ?? 0, false, numeric.includes(index)),
            ),
          }),
      ),
    ],
  });
}
