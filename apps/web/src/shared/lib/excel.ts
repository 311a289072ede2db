import type { ClientExportBody, ClientExportSource } from '@cppcc/contracts';
import type * as ExcelJsModule from 'exceljs';
import { fetchApi } from '../api/request';
import { saveBlob } from './download';

type ExcelJs = typeof ExcelJsModule;
type Workbook = ExcelJsModule.Workbook;

/** How a column's values are written: text, a count, or a rate shown as a percentage. */
export type ColumnKind = 'text' | 'count' | 'rate';

export interface SheetContent {
  sheetName: string;
  headers: string[];
  kinds: ColumnKind[];
  values: (string | number | null)[][];
}

/**
 * Excel export shared by the features (statistics tables, duty records).
 * exceljs on demand: the first export downloads it (about 1 MB), nothing before. Its browser build is a
 * CommonJS bundle, so the classes may sit on `default`.
 */
export async function loadExcelJs(): Promise<ExcelJs> {
  const module = await import('exceljs');
  return (module as ExcelJs & { default?: ExcelJs }).default ?? module;
}

/** Characters Windows and Excel refuse in file and sheet names. */
const UNSAFE = /[\\/:*?"<>|[\]]/g;

/** `十五届三次会议-承办单位统计.xlsx`. */
export const excelFileName = (sessionName: string, title: string): string =>
  `${sessionName}-${title}.xlsx`.replace(UNSAFE, '_');

/** One sheet: a bold header row, counts as numbers, rates as numbers formatted as percentages. */
export function buildWorkbook(excel: ExcelJs, content: SheetContent): Workbook {
  const workbook = new excel.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(content.sheetName.replace(UNSAFE, '_').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = content.headers.map((header, i) => ({
    header,
    width: content.kinds[i] === 'text' ? 28 : 14,
    style: content.kinds[i] === 'rate' ? { numFmt: '0.0%' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of content.values) sheet.addRow(row.map((value) => value ?? null));
  return workbook;
}

/**
 * Builds the workbook and hands it to the browser as a download, once the server has recorded the export in
 * the audit log (issue 30 §2); a refused record throws its `ApiError` and nothing is downloaded.
 */
export async function downloadWorkbook(
  fileName: string,
  content: SheetContent,
  source: ClientExportSource,
): Promise<void> {
  const body: ClientExportBody = { source, fileName, rows: content.values.length };
  const recorded = await fetchApi<null>({ url: '/exports/recorded', method: 'POST', body });
  // Thrown as RTK Query's unwrap() throws it: the pages' error handlers read an ApiError.
  // oxlint-disable-next-line typescript/only-throw-error
  if (recorded.error) throw recorded.error;
  const workbook = buildWorkbook(await loadExcelJs(), content);
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  saveBlob(blob, fileName);
}
