import {
  ERROR_CODES,
  ERROR_REASONS,
  STATUS_OF,
  type ErrorBody,
  type CoreMessageKey,
  type ErrorCode,
  type ErrorReason,
  type Language,
  type MessageKey,
} from '@cppcc/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { i18n } from '../i18n/i18n';

/**
 * Our own text for an error without a server body (error.* keys of the core catalogue, loaded with the
 * entry): contracts' `translate` would bring the whole catalogue into the sign-in pages.
 */
const translate = (key: CoreMessageKey, language: Language): string =>
  i18n.t(key, { ns: 'messages', lng: language });

/** What every failed call looks like to a component: always a code, a displayable message and field errors. */
export interface ApiError {
  /** HTTP status, or `null` when no response arrived. */
  status: number | null;
  code: ErrorCode | 'NETWORK' | 'UNKNOWN';
  /** Ready to show: the server's text (already in the request's language) or our own translation. */
  message: string;
  /**
   * Set when the client wrote the message (no server body): screens show `t(messageKey)` so the text follows
   * a later language switch, which a cached query error would not.
   */
  messageKey?: MessageKey;
  /** Field path (e.g. `data.phone`) → reason, for react-hook-form's `setError`. */
  fields: Record<string, string>;
  /** Why it failed, when the server says (e.g. `staleVersion`); see `isStaleVersion`. */
  reason?: ErrorReason;
}

const MESSAGE_OF: Record<ErrorCode, CoreMessageKey> = {
  BAD_REQUEST: 'error.badRequest',
  UNAUTHORIZED: 'error.unauthorized',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  CONFLICT: 'error.conflict',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupportedMediaType',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
  INTERNAL: 'error.internal',
  UNAVAILABLE: 'error.unavailable',
};

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  ERROR_CODES.map((code): [number, ErrorCode] => [STATUS_OF[code], code]),
);

export function codeForStatus(status: number): ErrorCode {
  const exact = CODE_OF_STATUS.get(status);
  if (exact) return exact;
  if (status === 502 || status === 504) return 'UNAVAILABLE'; // a proxy without a live API behind it
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The contracts' `{ error: { code, message, fields? } }` shape, checked by hand: the zod schema would put all
 * of zod into the entry chunk for one check. A unit test keeps this in step with `isErrorBody`.
 */
export function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const { error } = data;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields, reason } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) return null;
  if (typeof message !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  // An unknown reason (a newer server) is dropped rather than failing the whole body.
  const known = typeof reason === 'string' && (ERROR_REASONS as readonly string[]).includes(reason);
  return {
    error: {
      code: code as ErrorCode,
      message,
      ...(fields ? { fields } : {}),
      ...(known ? { reason: reason as ErrorReason } : {}),
    },
  };
}

function fromStatus(status: number, data: unknown, language: Language): ApiError {
  const body = readErrorBody(data);
  if (body) {
    const { code, message, fields, reason } = body.error;
    return { status, code, message, fields: fields ?? {}, ...(reason ? { reason } : {}) };
  }
  const code = codeForStatus(status);
  const messageKey = MESSAGE_OF[code];
  return { status, code, message: translate(messageKey, language), messageKey, fields: {} };
}

export function toApiError(error: FetchBaseQueryError, language: Language): ApiError {
  if (typeof error.status === 'number') return fromStatus(error.status, error.data, language);
  switch (error.status) {
    case 'PARSING_ERROR': // e.g. an HTML 502 page from a proxy: judge by the real status
      return fromStatus(error.originalStatus, error.data, language);
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return {
        status: null,
        code: 'NETWORK',
        message: translate('error.network', language),
        messageKey: 'error.network',
        fields: {},
      };
    case 'CUSTOM_ERROR':
      return { status: null, code: 'UNKNOWN', message: error.error, fields: {} };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'message' in value &&
    'fields' in value &&
    typeof value.message === 'string'
  );
}

/**
 * Whether a write failed only because the row changed since it was read: the one 409 a page answers by
 * reloading. Any other 409 (co-signers have not answered, the window closed, …) carries a message the user
 * must read, so pages show it instead.
 */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.reason === 'staleVersion';
}
