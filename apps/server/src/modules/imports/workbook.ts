import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
  type ImportCells,
  type ImportKind,
} from '@cppcc/contracts';
import type ExcelJS from 'exceljs';
import { badRequest, payloadTooLarge } from '../../http/errors';
import { excel } from '../../lib/xlsx-export';
import { checkWordArchive, ZipRefused } from '../proposals/word-import/zip-guard';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: an old .xls, or an .xlsx encrypted with a password (its EncryptedPackage stream). */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

const refuse = (key: 'import.notExcel' | 'import.damaged' | 'import.encrypted' | 'import.noRows') =>
  badRequest(key, { fields: { file: key } });

export interface SheetRow {
  /** The row's number in the sheet (the header is 1). */
  row: number;
  cells: ImportCells;
}

/** A cell as the text the row checks read: numbers as written, dates as yyyy-mm-dd, formulas' results. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return cellText(value.text);
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/**
 * The rows of an uploaded workbook's first sheet, by column key. Refuses, with a message naming why and
 * before anything is read into the database: what is not an .xlsx (by content), a password-protected file,
 * a damaged archive or one that unpacks beyond the limit, a sheet without a required column, no rows, or
 * more rows than one import takes.
 */
export async function readImportSheet(kind: ImportKind, bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.subarray(0, 8).equals(COMPOUND_FILE))
    throw refuse(bytes.includes(ENCRYPTED_PACKAGE) ? 'import.encrypted' : 'import.notExcel');
  if (!bytes.subarray(0, 4).equals(ZIP)) throw refuse('import.notExcel');
  try {
    checkWordArchive(bytes, IMPORT_MAX_UNPACKED_BYTES, 'xl/workbook.xml');
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === 'unpackedTooLarge')
      throw payloadTooLarge('import.tooLarge', { params: { max: IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024 } });
    throw refuse(error.reason === 'notWord' ? 'import.notExcel' : 'import.damaged');
  }
  const workbook = new (excel().Workbook)();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw refuse('import.damaged');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('import.noRows');
  const columns = IMPORT_COLUMNS[kind];
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellText(cell.value).replace(/[*＊\s]/g, '');
    const match = columns.find((candidate) => candidate.header === header);
    if (match && !positions.has(match.key)) positions.set(match.key, column);
  });
  const missing = columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0)
    throw badRequest('import.missingColumns', {
      params: { columns: missing.map((column) => column.header).join('、') },
      fields: { file: 'import.missingColumns' },
    });
  const rows: SheetRow[] = [];
  for (let number = 2; number <= sheet.actualRowCount + 1 && number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: ImportCells = {};
    for (const [key, column] of positions) cells[key] = cellText(row.getCell(column).value);
    if (Object.values(cells).every((text) => text === '')) continue;
    rows.push({ row: number, cells });
    if (rows.length > IMPORT_MAX_ROWS)
      throw badRequest('import.tooManyRows', {
        params: { max: IMPORT_MAX_ROWS },
        fields: { file: 'import.tooManyRows' },
      });
  }
  if (rows.length === 0) throw refuse('import.noRows');
  return rows;
}

/** The template: the data sheet with the Chinese headers (required ones marked *), and the instructions. */
export async function importTemplate(kind: ImportKind): Promise<Buffer> {
  const workbook = new (excel().Workbook)();
  const columns = IMPORT_COLUMNS[kind];
  const data = workbook.addWorksheet(IMPORT_KIND_LABELS[kind]['zh-CN']);
  data.columns = columns.map((column) => ({
    header: column.required ? `${column.header}*` : column.header,
    key: column.key,
    width: Math.max(12, column.header.length * 3),
    style: { numFmt: '@' },
  }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '是否必填', width: 10 },
    { header: '填写要求', width: 60 },
    { header: '示例', width: 24 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns)
    help.addRow([column.header, column.required ? '必填' : '选填', column.hint['zh-CN'], column.example]);
  help.addRow([]);
  help.addRow(['说明', '', '数据从第一个工作表的第 2 行起填写，第 1 行为表头，请勿修改表头。']);
  help.addRow([
    '',
    '',
    '先“检查”：系统逐行检查并列出问题，不写入任何数据；确认无误后再“导入”，全部成功或全部不导入。',
  ]);
  help.addRow(['', '', '同一文件重复导入不会产生重复数据：用户按手机号、单位按名称、届次按届和次匹配。']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
