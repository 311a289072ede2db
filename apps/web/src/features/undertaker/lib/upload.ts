import type { ReplyDetail } from '@cppcc/contracts';
import { readErrorBody } from '../../../shared/api/apiError';
import { authHeaders } from '../../../shared/api/authHeaders';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { storage } from '../../../shared/lib/storage';

/** A failed upload: the server's message (already in the page's language) or null, and the status (0 offline). */
export class UploadError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `upload failed (${status})`);
  }
}

/**
 * PUT /api/replies/:id/document with progress (XMLHttpRequest: fetch reports no upload progress). Resolves
 * with the reply as it now is.
 */
export function uploadReplyDocument(
  replyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ReplyDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/replies/${encodeURIComponent(replyId)}/document`);
    const headers = {
      ...authHeaders({ getItem: (key) => storage.get(key) }),
      'Accept-Language': currentLanguage(),
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as ReplyDetail);
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML page: the status tells what happened.
      }
      reject(new UploadError(readErrorBody(body)?.error.message ?? null, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(null, 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
