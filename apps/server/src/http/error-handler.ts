import {
  STATUS_OF,
  isMessageKey,
  isStaleVersionMessage,
  pickLanguage,
  translate,
  type ErrorBody,
  type ErrorCode,
  type Language,
  type MessageKey,
  type ValidationLimits,
  validationReason,
} from '@cppcc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors';
import { DEFAULT_MESSAGE, isAppError, type MessageParams } from './errors';

/** What a failure becomes before translation. */
interface Failure {
  status: number;
  code: ErrorCode;
  message: string;
  params: MessageParams;
  fields?: Record<string, { message: string; params: MessageParams }>;
}

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** The shape Fastify (and its plugins) give their errors; all optional because anything can be thrown. */
interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
}

/**
 * One issue as fastify-type-provider-zod reports it (zod issue code as `keyword`, the rest in `params`).
 * Optional throughout: a plugin's JSON-schema (AJV) errors arrive through the same door.
 */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The single error handler: every failure leaves as `{ error: { code, message, fields? } }`, translated
 * by Accept-Language. Bad input is always a 4xx; only real faults are 500, logged with their stack and
 * answered with a generic message so internals never leak.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const failure = describeFailure(error, request);
  logFailure(request, failure, error);
  if (isAppError(error)) void reply.headers(error.headers);
  const language = pickLanguage(request.headers['accept-language']);
  void failureHeaders(reply, failure.status).send(renderFailure(failure, language));
}

/** Seconds a 503 asks the client to wait before trying again (an outage is usually short). */
export const RETRY_AFTER_SECONDS = 10;

/**
 * The status and the headers every error answer carries: a 429 or 503 is never cached, and a 503 always
 * says when to retry (an error that knows better sets its own `retry-after`).
 */
function failureHeaders(reply: FastifyReply, status: number): FastifyReply {
  if (status === 429 || status === 503) void reply.header('cache-control', 'no-store');
  if (status === 503 && !reply.hasHeader('retry-after')) {
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  }
  return reply.status(status);
}

function logFailure(request: FastifyRequest, failure: Failure, error: unknown): void {
  if (failure.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
  else if (failure.status >= 500) request.log.warn({ err: error }, `request failed: ${failure.code}`);
  else request.log.info({ code: failure.code, status: failure.status }, `request rejected: ${failure.code}`);
}

export function renderFailure(failure: Failure, language: Language): ErrorBody {
  const body: ErrorBody['error'] = {
    code: failure.code,
    message: translate(failure.message, language, failure.params),
  };
  // The translated text cannot tell a lost optimistic write from any other 409; clients reload on this.
  if (failure.code === 'CONFLICT' && isStaleVersionMessage(failure.message)) body.reason = 'staleVersion';
  if (failure.fields) {
    body.fields = Object.fromEntries(
      Object.entries(failure.fields).map(([field, reason]) => [
        field,
        translate(reason.message, language, reason.params),
      ]),
    );
  }
  return { error: body };
}

/** Sends the error shape from places that are not errors (the not-found handler). */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: MessageKey,
  params: MessageParams = {},
  status?: number,
): FastifyReply {
  const failure: Failure = { status: status ?? STATUS_OF[code], code, message, params };
  return failureHeaders(reply, failure.status).send(
    renderFailure(failure, pickLanguage(request.headers['accept-language'])),
  );
}

function describeFailure(error: unknown, request: FastifyRequest): Failure {
  if (isAppError(error)) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([name, message]) => [name, { message, params: {} }]),
        )
      : undefined;
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      params: error.params,
      fields,
    };
  }
  // An outage is not a bug: 503 with a message that says so, and the client may retry.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: 'UNAVAILABLE', message: 'error.databaseUnavailable', params: {} };
  }
  // Two requests racing to write the same row (parallel evaluations, double-clicked creations): the
  // loser's insert hits the unique index. A conflict, not a fault.
  if (isUniqueViolation(error)) {
    return { status: 409, code: 'CONFLICT', message: 'error.conflict', params: {} };
  }
  if (isMalformedMultipart(error)) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'error.malformedUpload',
      params: {},
      fields: { file: { message: 'error.malformedUpload', params: {} } },
    };
  }
  const framework: FrameworkError = typeof error === 'object' && error !== null ? error : {};
  if (framework.code === 'FST_ERR_BAD_URL') {
    return { status: 400, code: 'BAD_REQUEST', message: 'error.badUrl', params: {} };
  }
  if (Array.isArray(framework.validation) && framework.validation.length > 0) {
    const context = typeof framework.validationContext === 'string' ? framework.validationContext : 'body';
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'error.badRequest',
      params: {},
      fields: describeIssues(framework.validation as ValidationIssue[], context, inputOf(request, context)),
    };
  }
  const status = typeof framework.statusCode === 'number' ? framework.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
    const invalidJson = framework.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    return { status, code, message: invalidJson ? 'error.invalidJson' : DEFAULT_MESSAGE[code], params: {} };
  }
  return { status: 500, code: 'INTERNAL', message: DEFAULT_MESSAGE.INTERNAL, params: {} };
}

/**
 * The multipart parser (busboy) throws plain Errors for a body it cannot read: no or empty boundary, a
 * boundary over 256 characters, a body that ends early. They are the client's fault, not ours.
 */
const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|The needle cannot|Malformed part header|Unexpected end of form|.* terminated early due to unexpected end of multipart data)/;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !isAppError(error) && MULTIPART_FAILURE.test(error.message);
}

function inputOf(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Maps each issue to `field path → reason`; the first issue of a field wins. */
function describeIssues(
  issues: ValidationIssue[],
  context: string,
  input: unknown,
): Record<string, { message: string; params: MessageParams }> {
  const fields: Record<string, { message: string; params: MessageParams }> = {};
  const add = (segments: string[], message: string, params: MessageParams = {}) => {
    const name = segments.length > 0 ? segments.join('.') : context;
    fields[name] ??= { message, params };
  };
  for (const issue of issues) {
    const segments = (issue.instancePath ?? '').split('/').filter((segment) => segment !== '');
    const params = issue.params ?? {};
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys) add([...segments, String(key)], 'validation.unknownField');
      continue;
    }
    const limits: ValidationLimits = {};
    if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint')
      limits.min = Number(params.minimum);
    if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint')
      limits.max = Number(params.maximum);
    // A schema that names a catalogue key (`z.string().min(4, 'validation.displayName')`) decides itself.
    if (issue.message !== undefined && isMessageKey(issue.message)) {
      add(segments, issue.message, limits);
      continue;
    }
    add(
      segments,
      ...validationReason(
        issue.keyword ?? '',
        typeof params.origin === 'string' ? params.origin : '',
        valueAt(input, segments),
        limits,
      ),
    );
  }
  return fields;
}

function valueAt(input: unknown, segments: string[]): unknown {
  let current = input;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
