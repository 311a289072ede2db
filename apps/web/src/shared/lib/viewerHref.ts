/** The document viewer's route (features/office-viewer; seed 001 names it). */
export const VIEWER_PATH = '/officeapps/view';

/**
 * The viewer's address for a stored file: `src` is the same-origin API path the viewer fetches with the
 * session's headers (e.g. `/api/attachments/<id>`), `name` the file name it shows and downloads under.
 */
export function viewerHref(src: string, name: string): string {
  return `${VIEWER_PATH}?${new URLSearchParams({ src, name }).toString()}`;
}

/** Whether the viewer can show a file of this name in the page (PDF, DOCX); others are only downloaded. */
export function isViewable(fileName: string): boolean {
  return /\.(pdf|docx)$/i.test(fileName.trim());
}
