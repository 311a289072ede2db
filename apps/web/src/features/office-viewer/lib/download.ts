/** Saves bytes already in memory under `fileName` (the viewer has fetched the file; no second request). */
export function saveBytes(bytes: Uint8Array, contentType: string, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], { type: contentType || 'application/octet-stream' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
