import {
  ERROR_CODES,
  STATUS_OF,
  type ErrorBody,
  type CoreMessageKey,
  type ErrorCode,
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
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) return null;
  if (typeof message !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  return { error: { code: code as ErrorCode, message, ...(fields ? { fields } : {}) } };
}

function fromStatus(status: number, data: unknown, language: Language): ApiError {
  const body = readErrorBody(data);
  if (body)
    return { status, code: body.error.code, message: body.error.message, fields: body.error.fields ?? {} };
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
