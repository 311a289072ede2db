import { errorBodySchema, hasAccess, ROLES, type AuthList } from '@cppcc/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * What the OpenAPI document says about each operation beyond its zod schemas, derived from the route
 * itself so it cannot drift (issue 31 §3): who may call it (from `config.auth`, the declaration the
 * guard enforces), a stable operationId, and every error status the route's declarations imply.
 */

/** The ways the guard (modules/auth/guard.ts) reads the access token. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from GET /api/auth (e-mail and password) or another sign-in route.',
  },
  tokenHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The same access token in a `token` header (the template’s phone clients send it so).',
  },
  accessTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'access_token',
    description: 'The same access token as a query parameter; only where the operation says so.',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** The route facts the document is derived from (a subset of Fastify's route options). */
export interface RouteFacts {
  method: string;
  url: string;
  config?: { auth?: AuthList; tokenFromQuery?: boolean; rateLimit?: unknown };
  schema?: FastifySchema;
}

/** Whether the route is guarded at all: `auth: null` and guest-only routes are called without a token. */
function needsToken(auth: AuthList): auth is readonly string[] & AuthList {
  return auth !== null && auth !== undefined && !hasAccess(auth, []);
}

/** The operation's `security`: empty for public routes, else each way the guard reads a token. */
export function securityOf(route: RouteFacts): SecurityRequirement[] {
  if (!needsToken(route.config?.auth)) return [];
  const ways: SecurityRequirement[] = [{ bearerAuth: [] }, { tokenHeader: [] }];
  if (route.config?.tokenFromQuery === true) ways.push({ accessTokenQuery: [] });
  return ways;
}

/** `GET /api/proposals/:id/attachments` → `getProposalsByIdAttachments`: readable, stable, URL-safe. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param?.[1] ? ['by', param[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word !== '');
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

/** Why each error status is answered; the body is always `{ error: { code, message, fields? } }`. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a parameter or the body does not match the schema (`error.fields` names the fields)',
  401: 'Not signed in: no access token, or one that is invalid, expired or of a disabled account',
  403: 'Forbidden: the caller’s roles, or their relation to the record, do not allow it',
  404: 'Not found, or not visible to the caller',
  409: 'Conflict with the current state (a step already taken, a duplicate, a stale version)',
  413: 'Too large: the body or upload is over its limit, or over the caller’s storage quota',
  414: 'A path parameter is longer than the router takes (100 characters)',
  415: 'The body’s media type is not accepted',
  429: 'Too many requests: try again after the `Retry-After` seconds',
};

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** `{ error: { code, message, fields? } }` as JSON Schema, for the document's components. */
export function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, {
    target: 'draft-2020-12',
    io: 'output',
  });
  return schema;
}

/** Fastify parses a body sent with these (and not with GET or HEAD). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer by its declarations alone: 401/403 from its auth list, 400 from
 * the input guard and its schema, 404/414 from an id in its path, 413/415 from taking a body, 429 from a
 * rate limit. Statuses only its handler knows (a 409, a 404 of a query id) it declares in its response map.
 */
export function derivedErrorStatuses(route: RouteFacts): number[] {
  const auth = route.config?.auth;
  // 400: every request passes the input guard (NUL characters, malformed escapes) before its schema.
  const statuses = new Set<number>([400]);
  if (needsToken(auth)) {
    statuses.add(401);
    if (ROLES.some((role) => !hasAccess(auth, [role]))) statuses.add(403);
  } else if (auth !== null && auth !== undefined) {
    statuses.add(403); // guest-only: a signed-in caller is refused
  }
  if (/\/:\w/.test(route.url)) {
    statuses.add(404);
    statuses.add(414);
  }
  if (BODY_METHODS.has(route.method.toUpperCase())) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses];
}

/** Every status the document gives the route: its declared responses plus the derived errors. */
export function documentedStatuses(route: RouteFacts): Set<number> {
  const declared = Object.keys(route.schema?.response ?? {}).map(Number);
  const statuses = new Set([...declared, ...derivedErrorStatuses(route)]);
  if (declared.length === 0) statuses.add(200); // @fastify/swagger's default response
  return statuses;
}

/** The route's response map with each derived error status added (declared ones win). */
export function withDerivedErrors(route: RouteFacts): Record<string, unknown> {
  const response: Record<string, unknown> = { ...(route.schema?.response as object | undefined) };
  for (const status of derivedErrorStatuses(route)) response[status] ??= errorBodySchema;
  return response;
}

/** Bytes of any kind: typed `any` so a handler may send a stream, a buffer or text. */
const binary = z.any().meta({ type: 'string', format: 'binary' });

/**
 * A download's 200 response: the media types its bytes may have, for the document (Fastify sends the
 * stream or buffer as it is; the schema only says "binary"). `mediaTypes` come from the same constants
 * that decide what is stored or generated, so the document follows them.
 */
export function fileResponse(
  mediaTypes: readonly string[] | Readonly<Record<string, string | readonly string[]>>,
) {
  const types: string[] = Object.values(mediaTypes).flat();
  return {
    description: 'The file, sent as a download',
    content: Object.fromEntries([...new Set(types)].map((type) => [type, { schema: binary }])),
  };
}
