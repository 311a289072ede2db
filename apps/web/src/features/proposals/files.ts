import type { Attachment } from '@cppcc/contracts';
import { authHeaders } from '../../shared/api/authHeaders';
import { currentLanguage } from '../../shared/i18n/i18n';
import { storage } from '../../shared/lib/storage';
import { uploadWithProgress } from '../../shared/lib/upload';

const headers = () => ({
  ...authHeaders({ getItem: (key) => storage.get(key) }),
  'Accept-Language': currentLanguage(),
});

function errorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/** Uploads one attachment with progress. */
export const uploadAttachment = (proposalId: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<Attachment>(
    'POST',
    `/proposals/${encodeURIComponent(proposalId)}/attachments`,
    file,
    onProgress,
  );

/** Downloads an attachment with the session's headers and saves it under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const response = await fetch(`/api/attachments/${encodeURIComponent(attachment.id)}`, {
    headers: headers(),
  });
  if (!response.ok) throw new Error(errorMessage(await response.text()) ?? String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
