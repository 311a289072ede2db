import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { lazyRequire } from './lazyRequire';

/** exceljs, loaded with the first workbook read or written: it alone was ~40 % of the server's start (issue 33 §5). */
export const excel = lazyRequire<typeof ExcelJS>('exceljs');

export type XlsxCell = string | number | null;

export interface XlsxColumn<Row> {
  header: string;
  /** In characters; 16 when not given. */
  width?: number;
  value: (row: Row) => XlsxCell;
}

export interface XlsxSheet<Row> {
  sheetName: string;
  /** A title row above the headers, across all columns (the 提案目录's "…提案目录"). */
  title?: string;
  columns: readonly XlsxColumn<Row>[];
  /** The rows, a batch at a time; read only as the download proceeds. */
  batches: AsyncIterable<readonly Row[]>;
}

/** Past this much unsent output the writer waits for the client before reading the next batch. */
const HIGH_WATER = 1 << 20;

/**
 * An .xlsx written while it is read: each batch goes through exceljs' streaming writer (no shared strings,
 * rows committed as written), and the next batch is read only once the client has taken most of the
 * previous output, so neither the rows nor the file are ever held whole in memory. A failure while
 * writing ends the stream with that error (the client sees a broken download, the log the cause).
 */
export function streamXlsx<Row>(spec: XlsxSheet<Row>): Readable {
  const stream = new PassThrough({ highWaterMark: HIGH_WATER });
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31));
  sheet.columns = spec.columns.map((column) => ({ width: column.width ?? 16 }));
  const write = async () => {
    if (spec.title !== undefined) {
      const title = sheet.addRow([spec.title]);
      title.font = { bold: true, size: 16 };
      title.alignment = { horizontal: 'center' };
      title.height = 28;
      if (spec.columns.length > 1) sheet.mergeCells(1, 1, 1, spec.columns.length);
      title.commit();
    }
    const header = sheet.addRow(spec.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of spec.batches) {
      for (const row of rows) sheet.addRow(spec.columns.map((column) => column.value(row))).commit();
      if (stream.destroyed) return;
      // 'close' too: a client that went away never drains.
      if (stream.writableLength > HIGH_WATER)
        await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/**
 * Batches of a keyset walk: `read(after, limit)` answers the rows after the cursor in the list's order
 * (all of them from the start when `after` is undefined); it stops at the first short batch.
 */
export async function* keysetBatches<Row, Cursor>(
  read: (after: Cursor | undefined, limit: number) => Promise<readonly Row[]>,
  cursorOf: (row: Row) => Cursor,
  size = 1000,
): AsyncGenerator<readonly Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (last === undefined || rows.length < size) return;
    after = cursorOf(last);
  }
}
