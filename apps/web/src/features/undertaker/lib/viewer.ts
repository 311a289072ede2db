/** The API paths the document viewer (shared/lib/viewerHref) fetches for a unit's files. */
export const replyDocumentSrc = (replyId: string) => `/api/replies/${encodeURIComponent(replyId)}/document`;
export const attachmentSrc = (attachmentId: string) => `/api/attachments/${encodeURIComponent(attachmentId)}`;
