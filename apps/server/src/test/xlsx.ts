import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** An export response's first sheet as rows of cell values (a 200 expected; otherwise throws with the body). */
export async function workbookRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
