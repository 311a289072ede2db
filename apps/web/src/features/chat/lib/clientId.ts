/**
 * A new message's client id (a UUID v4), given once when the message is composed and kept by every resend
 * of it, so the server stores it once (issue 33 §3). `crypto.randomUUID` exists only in secure contexts
 * (HTTPS, localhost); a plain-HTTP intranet host gets the same from `getRandomValues`.
 */
export function newClientId(): string {
  const secure: Partial<Crypto> = crypto;
  if (secure.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
