/** `加载失败：服务器不可用`, or the heading alone when the server gave no reason. */
export function queryErrorText(heading: string, reason: string | null | undefined): string {
  return reason ? `${heading}: ${reason}` : heading;
}
