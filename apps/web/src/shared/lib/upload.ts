import { readErrorBody } from '../api/apiError';
import { authHeaders } from '../api/authHeaders';
import { currentLanguage } from '../i18n/i18n';
import { storage } from './storage';

/** A failed upload: the server's message (already in the page's language) or null, and the status (0 offline). */
export class UploadError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `upload failed (${status})`);
  }
}

/** The answer to an upload: the parsed body on success, otherwise an `UploadError` with the server's text. */
export function uploadOutcome<T>(status: number, responseText: string): { data: T } | { error: UploadError } {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // A proxy's HTML page: the status tells what happened.
  }
  if (status >= 200 && status < 300) return { data: body as T };
  return { error: new UploadError(readErrorBody(body)?.error.message ?? null, status) };
}

/**
 * Sends one file as multipart `file` to `/api{path}` with upload progress (XMLHttpRequest: fetch reports no
 * upload progress), with the session's headers and the page's language. Resolves with the server's answer.
 */
export function uploadWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    const headers = {
      ...authHeaders({ getItem: (key) => storage.get(key) }),
      'Accept-Language': currentLanguage(),
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const outcome = uploadOutcome<T>(xhr.status, xhr.responseText);
      if ('data' in outcome) resolve(outcome.data);
      else reject(outcome.error);
    };
    xhr.onerror = () => reject(new UploadError(null, 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** A file size as people read it: 512 B, 1.5 KB, 2.0 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
