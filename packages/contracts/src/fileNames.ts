/**
 * Characters no stored file name keeps: control characters, line and paragraph separators, and the bidi
 * marks, embeddings, overrides and isolates, which make `report\u202Efdp.png` read as "reportgnp.pdf".
 * Uploads have them stripped (the server's receiveFile); a name typed into a form is refused with them.
 */
export const UNSAFE_NAME_CHARACTERS =
  /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/gu;

/** The name without UNSAFE_NAME_CHARACTERS. */
export function withoutUnsafeCharacters(name: string): string {
  return name.replace(UNSAFE_NAME_CHARACTERS, '');
}

/** Whether the name has none of UNSAFE_NAME_CHARACTERS. */
export function hasUnsafeCharacters(name: string): boolean {
  return withoutUnsafeCharacters(name) !== name;
}
