import {
  errorBodySchema,
  LIST_COLUMNS,
  LIST_NAMES,
  listColumnLabel,
  listExportFileName,
  pickLanguage,
  resolveListColumns,
  type Language,
  type ListId,
} from '@cppcc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { streamXlsx, type XlsxCell } from '../../lib/xlsx-export';
import { auditContextOf, recordAudit } from '../admin-log/record';
import { contentDisposition } from '../attachments/service';
import { fileResponse } from '../../http/openapi';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A list's cells: one per column id of the list in the contract (`LIST_COLUMNS`). */
export type ExportCells<Row> = Record<string, (row: Row, language: Language) => XlsxCell>;

export interface ListExport<Row> {
  list: ListId;
  cells: ExportCells<Row>;
  /** Column widths in characters where 16 does not suit. */
  widths?: Partial<Record<string, number>>;
  /** The `columns` parameter as sent (absent: the list's defaults). */
  columns: string | undefined;
  /** The filters applied, as recorded in the audit entry. */
  filters: Record<string, unknown>;
  /** The list's rows in its order, a batch at a time (read while the file is sent). */
  batches: AsyncIterable<readonly Row[]>;
  /** A title row above the headers (the 提案目录). */
  title?: (language: Language) => string;
}

/** A stored time as Beijing time, `YYYY-MM-DD HH:mm` (how the office reads it); '' when unset. */
export function beijingTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The route schema's part every export shares: the file, or a 400 naming what is wrong. */
export const exportResponses = { 200: fileResponse([XLSX]), 400: errorBodySchema } as const;

/** The columns asked for, in order; a 400 naming an id the list does not have. */
export function chosenColumns(list: ListId, raw: string | undefined): string[] {
  const resolved = resolveListColumns(list, raw);
  if (resolved.ok) return resolved.columns;
  const allowed = LIST_COLUMNS[list].map((column) => column.id).join(', ');
  throw badRequest('lists.unknownColumn', {
    params: { column: resolved.unknown, allowed },
    fields: { columns: 'lists.unknownColumn' },
  });
}

/**
 * Sends a list as an .xlsx streamed from its batches (issue 30 §3): the chosen columns in their order with
 * headers in the caller's language, file name `<list>-<Beijing date>.xlsx`; the export is an entry of the
 * audit log. The caller's route has already applied the list's own filter schema and access rule.
 */
export async function sendListExport<Row>(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ListExport<Row>,
): Promise<FastifyReply> {
  const language = pickLanguage(request.headers['accept-language']);
  const columns = chosenColumns(spec.list, spec.columns);
  const day = beijingTime(new Date().toISOString()).slice(0, 10);
  const fileName = listExportFileName(spec.list, language, day);
  await recordAudit(db, auditContextOf(request), {
    action: 'download.export',
    target: { kind: 'export', label: fileName },
    after: { list: spec.list, columns, ...spec.filters },
  });
  const stream = streamXlsx({
    sheetName: LIST_NAMES[spec.list][language],
    title: spec.title?.(language),
    columns: columns.map((id) => {
      const cell = spec.cells[id];
      if (!cell) throw new Error(`list ${spec.list} has no cell for column ${id}`);
      return {
        header: listColumnLabel(spec.list, id, language),
        width: spec.widths?.[id],
        value: (row: Row) => cell(row, language),
      };
    }),
    batches: spec.batches,
  });
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** A list the route reads whole (a person's contacts, a city's units) as the export's one batch. */
export async function* oneBatch<Row>(read: () => Promise<readonly Row[]>): AsyncIterable<readonly Row[]> {
  yield await read();
}
