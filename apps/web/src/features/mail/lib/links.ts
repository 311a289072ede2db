/** A link a user typed, if it is one the sanitizer keeps (http, https, mailto); a bare host gets https. */
export function safeLink(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (/^[^\s/]+\.[^\s/]+/.test(value)) return `https://${value}`;
  return null;
}
