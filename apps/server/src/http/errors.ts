import { STATUS_OF, translate, type ErrorCode, type Language, type MessageKey } from '@cppcc/contracts';

export type MessageParams = Record<string, string | number>;

/** The catalogue message each code shows when a more specific one is not given. */
export const DEFAULT_MESSAGE: Record<ErrorCode, MessageKey> = {
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

export interface AppErrorOptions {
  /** Placeholder values for the message, e.g. `{ max: 10 }`. */
  params?: MessageParams;
  /** Field path → message key (or text); translated with the message. */
  fields?: Record<string, string>;
  /** Response headers to send with the error, e.g. `{ 'retry-after': '42' }`. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * An expected failure a service reports on purpose. Throw it anywhere in a request; the error handler
 * turns it into `{ error: { code, message, fields? } }` with the code's status, translated for the
 * request's language. `message` is a catalogue key (preferred) or plain text.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: MessageParams;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: MessageKey | (string & {}) = DEFAULT_MESSAGE[code],
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = STATUS_OF[code];
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

type Message = MessageKey | (string & {});
const make =
  (code: ErrorCode) =>
  (message?: Message, options?: AppErrorOptions): AppError =>
    new AppError(code, message, options);

export const badRequest = make('BAD_REQUEST');
export const unauthorized = make('UNAUTHORIZED');
export const forbidden = make('FORBIDDEN');
export const notFound = make('NOT_FOUND');
export const conflict = make('CONFLICT');
export const payloadTooLarge = make('PAYLOAD_TOO_LARGE');
export const unsupportedMediaType = make('UNSUPPORTED_MEDIA_TYPE');
export const tooManyRequests = make('TOO_MANY_REQUESTS');
export const unavailable = make('UNAVAILABLE');

/** 400 naming bad fields: `invalidFields({ phone: 'validation.phone' })`. */
export function invalidFields(
  fields: Record<string, string>,
  options: Omit<AppErrorOptions, 'fields'> = {},
): AppError {
  return new AppError('BAD_REQUEST', 'error.badRequest', { ...options, fields });
}

/** An error as one item of a batch answer reports it, translated like the error handler would. */
export function describeError(
  error: AppError,
  language: Language,
): { code: string; message: string; fields?: Record<string, string> } {
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([key, value]) => [key, translate(value, language)]),
      )
    : undefined;
  return {
    code: error.code,
    message: translate(error.message, language, error.params),
    ...(fields && { fields }),
  };
}
