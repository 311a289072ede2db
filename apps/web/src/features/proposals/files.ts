import type { Attachment } from '@cppcc/contracts';
import { authHeaders } from '../../shared/api/authHeaders';
import { currentLanguage } from '../../shared/i18n/i18n';
import { storage } from '../../shared/lib/storage';

const headers = () => ({
  ...authHeaders({ getItem: (key) => storage.get(key) }),
  'Accept-Language': currentLanguage(),
});

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function errorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/** Uploads one file with progress (XMLHttpRequest: fetch has no upload progress); rejects with the server's text. */
export function uploadAttachment(
  proposalId: string,
  file: File,
  onProgress: (fraction: number) => void,
  fallbackMessage: (status: number) => string,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/proposals/${encodeURIComponent(proposalId)}/attachments`);
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as Attachment);
        return;
      }
      reject(new UploadError(errorMessage(xhr.responseText) ?? fallbackMessage(xhr.status), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(fallbackMessage(0), 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Downloads an attachment with the session's headers and saves it under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const response = await fetch(`/api/attachments/${encodeURIComponent(attachment.id)}`, {
    headers: headers(),
  });
  if (!response.ok)
    throw new UploadError(errorMessage(await response.text()) ?? String(response.status), response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
