/**
 * Error codes and their HTTP statuses, kept free of zod so a bundle that needs only these constants (the web
 * app's entry chunk) does not pull in zod; `errors.ts` holds the schema.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * Why a failure happened, when a client must act on the reason rather than only show the message.
 * `staleVersion`: the row changed since the client read it (an optimistic write lost), so reloading and
 * retrying helps. Every other 409 is a rule the user must read (e.g. co-signers have not answered yet) and
 * reloading would hide it.
 */
export const ERROR_REASONS = ['staleVersion'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * Whether a message key reports a lost optimistic write. They all end in `.changedMeanwhile`
 * (`proposal.changedMeanwhile`, `task.changedMeanwhile`, …), so a new versioned table only needs to follow
 * the naming; the server marks such errors `reason: 'staleVersion'`.
 */
export function isStaleVersionMessage(key: string): boolean {
  return key.endsWith('.changedMeanwhile');
}
