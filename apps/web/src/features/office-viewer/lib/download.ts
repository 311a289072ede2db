import { saveBlob } from '../../../shared/lib/download';

/** Saves bytes already in memory under `fileName` (the viewer has fetched the file; no second request). */
export function saveBytes(bytes: Uint8Array, contentType: string, fileName: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type: contentType || 'application/octet-stream' }), fileName);
}
