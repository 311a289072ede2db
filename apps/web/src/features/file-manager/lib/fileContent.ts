import { apiHeaders } from '../../../shared/api/request';
import { downloadWithSession } from '../../../shared/lib/download';
import { fileManagerFileSrc } from '../../../shared/lib/viewerHref';

function messageOf(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: the status says what happened
  }
  return String(status);
}

/** A file's bytes, fetched with the session's headers (an `<img>` cannot send them). */
export async function fetchFileBlob(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(fileManagerFileSrc(fileId), { headers: apiHeaders(), signal });
  if (!response.ok) throw new Error(messageOf(await response.text(), response.status));
  return response.blob();
}

/** Saves a file under its own name. */
export const downloadFile = (file: { id: string; name: string }) =>
  downloadWithSession(fileManagerFileSrc(file.id), file.name);
