import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError } from '../../../shared/lib/upload';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { fileManagerApi, uploadFile } from '../api';

export interface UploadRow {
  key: string;
  name: string;
  /** 0–1 while it goes; a failed one keeps the server's reason. */
  progress: number;
  failed?: string;
}

let counter = 0;

/**
 * Several files uploaded one after the other (so the quota is checked in the order they were chosen), each
 * with its progress; a refused file stays in the list with the server's reason until dismissed.
 */
export function useUploads() {
  const { t } = useTranslation('fileManager');
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const update = (key: string, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function start(folderId: string | null, files: readonly File[]) {
    const queued = files.map((file) => ({ file, key: `upload-${(counter += 1)}` }));
    setRows((current) => [
      ...current,
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    let done = 0;
    for (const { file, key } of queued) {
      try {
        await uploadFile(folderId, file, (progress) => update(key, { progress }));
        done += 1;
        setRows((current) => current.filter((row) => row.key !== key));
      } catch (error) {
        const message =
          error instanceof UploadError
            ? (error.serverMessage ?? t('uploadStatus', { status: error.status }))
            : String(error);
        update(key, { failed: message });
      }
      dispatch(fileManagerApi.util.invalidateTags(['FileManager']));
    }
    if (done > 0)
      dispatch(
        showMessage({
          message: t('uploadDone', { name: done === 1 ? (queued[0]?.file.name ?? '') : String(done) }),
          variant: 'success',
        }),
      );
  }

  return {
    rows,
    start,
    dismiss: (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}
