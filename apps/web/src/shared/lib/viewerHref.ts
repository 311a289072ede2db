/** The document viewer's route (features/office-viewer; seed 001 names it). */
export const VIEWER_PATH = '/officeapps/view';

/** The API paths of stored documents, the only ones the viewer fetches (with the session's token). */
export const attachmentSrc = (attachmentId: string) => `/api/attachments/${encodeURIComponent(attachmentId)}`;
export const replyDocumentSrc = (replyId: string) => `/api/replies/${encodeURIComponent(replyId)}/document`;
export const fileManagerFileSrc = (fileId: string) =>
  `/api/file-manager-app/files/${encodeURIComponent(fileId)}/content`;
/** A finished 提案汇编's file (features/compilation, issue 29 §3). */
export const compilationFileSrc = (runId: string, format: 'docx' | 'pdf') =>
  `/api/compilations/${encodeURIComponent(runId)}/${format}`;
/** A member's yearly duty report (features/duty-records, issue 29 §2), made on request. */
export const dutyReportSrc = (memberId: string, sessionId?: string) =>
  `/api/duty-records/${encodeURIComponent(memberId)}/report.docx${sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : ''}`;

/**
 * The path shapes of the builders above. A viewer link is a link anyone can send: were any API path allowed,
 * a crafted `src` would make whoever opens it call that route with their own token.
 */
const DOCUMENT_PATHS: readonly RegExp[] = [
  /^\/api\/attachments\/[^/]+$/,
  /^\/api\/replies\/[^/]+\/document$/,
  /^\/api\/file-manager-app\/files\/[^/]+\/content$/,
  /^\/api\/compilations\/[^/]+\/(docx|pdf)$/,
  /^\/api\/duty-records\/[^/]+\/report\.docx$/,
];

/** Whether a same-origin path (without query) names a stored document. */
export function isDocumentPath(pathname: string): boolean {
  return DOCUMENT_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The viewer's address for a stored file: `src` is the same-origin API path the viewer fetches with the
 * session's headers (one of the builders above), `name` the file name it shows and downloads under.
 */
export function viewerHref(src: string, name: string): string {
  return `${VIEWER_PATH}?${new URLSearchParams({ src, name }).toString()}`;
}

/** Whether the viewer can show a file of this name in the page (PDF, DOCX); others are only downloaded. */
export function isViewable(fileName: string): boolean {
  return /\.(pdf|docx)$/i.test(fileName.trim());
}
