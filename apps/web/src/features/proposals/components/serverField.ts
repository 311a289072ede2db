/** The server's reason for one field: it names fields plainly (`comment`) or by path (`body.comment`). */
export function serverField(fields: Record<string, string>, name: string): string | undefined {
  const path = Object.keys(fields).find((key) => key === name || key.endsWith(`.${name}`));
  return path === undefined ? undefined : fields[path];
}
