import { z } from 'zod';

/** A proposal's attachments: what an upload may be (size, count, type by extension and content). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Files one proposal may carry: enough for a study with its tables and photos, not a file store. */
export const ATTACHMENT_MAX_COUNT = 20;
/** Allowed extensions and their content types: PDF, Word, Excel, images. Both must match. */
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
};
export const attachmentParamsSchema = z.object({ id: z.string(), attachmentId: z.string() });
