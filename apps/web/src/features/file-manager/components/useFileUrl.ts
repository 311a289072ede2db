import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../lib/fileContent';

export type FileUrlState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; blob: Blob }
  | { status: 'failed'; message: string };

/** An object URL of a stored file (fetched with the session's headers), released when no longer shown. */
export function useFileUrl(fileId: string): FileUrlState {
  // Kept with the id it belongs to: another file reads as loading until its own answer arrives.
  const [loaded, setLoaded] = useState<{ id: string; state: FileUrlState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchFileBlob(fileId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ id: fileId, state: { status: 'ready', url, blob } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({
            id: fileId,
            state: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
          });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);
  return loaded?.id === fileId ? loaded.state : { status: 'loading' };
}
