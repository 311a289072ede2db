import { authHeaders } from '../api/authHeaders';
import { currentLanguage } from '../i18n/i18n';
import { storage } from './storage';

function errorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/**
 * Fetches a stored file from the API (`/api/...`) with the session's headers and saves it under `fileName`;
 * a failure throws with the server's message.
 */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, {
    headers: { ...authHeaders({ getItem: (key) => storage.get(key) }), 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) throw new Error(errorMessage(await response.text()) ?? String(response.status));
  saveBlob(await response.blob(), fileName);
}

/** Hands bytes already in the page to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
