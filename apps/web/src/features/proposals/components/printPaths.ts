/** The printable reply letter (features/print declares the route; features never import each other). */
export const replyPrintPath = (replyId: string) => `/print/replies/${encodeURIComponent(replyId)}`;
