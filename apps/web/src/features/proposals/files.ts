import type { Attachment } from '@cppcc/contracts';
import { uploadWithProgress } from '../../shared/lib/upload';

/** Uploads one attachment with progress. */
export const uploadAttachment = (proposalId: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<Attachment>(
    'POST',
    `/proposals/${encodeURIComponent(proposalId)}/attachments`,
    file,
    onProgress,
  );
