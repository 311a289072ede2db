import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/**
 * An export response's first sheet: its name, its rows of cell values and the response's
 * content-disposition (a 200 expected; otherwise throws with the body).
 */
export async function exportedSheet(response: LightMyRequestResponse) {
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('export: the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, name: sheet.name, disposition: String(response.headers['content-disposition']) };
}

/** An export response's first sheet as rows of cell values (a 200 expected; otherwise throws with the body). */
export async function workbookRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  return (await exportedSheet(response)).rows;
}
