import { IMPORT_OUTCOME_LABELS, type ImportResult, type Language } from '@cppcc/contracts';
import type * as ExcelJsModule from 'exceljs';

type ExcelJs = typeof ExcelJsModule;

/** The rows of the result file: row, key, name, outcome, problems or changed columns. */
export function resultRows(result: ImportResult, language: Language): string[][] {
  const headers =
    language === 'zh-CN'
      ? ['行号', '匹配依据', '名称', '结果', '问题 / 变更']
      : ['Row', 'Matched by', 'Name', 'Result', 'Problems / changes'];
  return [
    headers,
    ...result.rows.map((row) => [
      String(row.row),
      row.key,
      row.label,
      IMPORT_OUTCOME_LABELS[row.outcome][language],
      row.problems.length > 0
        ? row.problems
            .map((problem) => (problem.header ? `${problem.header}：${problem.message}` : problem.message))
            .join('；')
        : row.changes.join('、'),
    ]),
  ];
}

/** The result as an .xlsx (exceljs loaded on demand). */
export async function resultWorkbook(result: ImportResult, language: Language): Promise<Blob> {
  const module = await import('exceljs');
  const ExcelJs = (module as ExcelJs & { default?: ExcelJs }).default ?? module;
  const workbook = new ExcelJs.Workbook();
  const sheet = workbook.addWorksheet(language === 'zh-CN' ? '导入结果' : 'Import result');
  for (const row of resultRows(result, language)) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
