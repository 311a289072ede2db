import path from 'node:path';
import { Readable } from 'node:stream';
import { FILE_MANAGER_MAX_BYTES, FILE_MANAGER_TYPES } from '@cppcc/contracts';
import { isAppError, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { allowedType, receiveFile, safeName, type Uploader } from '../attachments/service';
import { contentMatches } from '../attachments/sniff';
import type { FileStorage } from '../attachments/storage';
import type { UploadPart } from '../attachments/upload-parts';

/** A checked file in the storage, not yet recorded. */
export interface ReceivedFile {
  fileName: string;
  type: string;
  saved: { key: string; size: number };
}

const MB = 1024 * 1024;
const tooLarge = () =>
  payloadTooLarge('fileManager.fileTooLarge', { params: { max: FILE_MANAGER_MAX_BYTES / MB } });

/**
 * An uploaded file through the shared checks (`receiveFile`: a bare name, the extension and declared type
 * allowed, the size limit, the content sniffed), with the file manager's own messages.
 */
export async function receiveUpload(
  storage: FileStorage,
  file: UploadPart | undefined,
  uploader: Uploader,
): Promise<ReceivedFile> {
  try {
    return await receiveFile(storage, file, FILE_MANAGER_TYPES, 'fileManager.fileType', uploader);
  } catch (error) {
    // The shared check words the proposal attachments' limit; this one has its own (the quota's stays).
    if (isAppError(error) && error.message === 'proposal.fileTooLarge') throw tooLarge();
    throw error;
  }
}

/** The same checks for a file at hand (the demo seed's). */
export async function receiveBuffer(
  storage: FileStorage,
  fileName: string,
  contentType: string,
  content: Buffer,
): Promise<ReceivedFile> {
  const name = safeName(fileName);
  const type = allowedType(name, contentType, FILE_MANAGER_TYPES);
  if (!type) throw unsupportedMediaType('fileManager.fileType');
  if (content.length > FILE_MANAGER_MAX_BYTES) throw tooLarge();
  if (!contentMatches(path.extname(name).slice(1), content.subarray(0, 16)))
    throw unsupportedMediaType('file.contentMismatch');
  return { fileName: name, type, saved: await storage.save(Readable.from([content])) };
}

/** `name`, or `stem (2).ext`, `stem (3).ext` … — the first not taken in the folder. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const extension = path.extname(name);
  const stem = extension ? name.slice(0, -extension.length) : name;
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
