import swagger, { type SwaggerTransform } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@cppcc/contracts';
import { serverPackage } from '../paths';
import {
  ERROR_BODY_REF,
  ERROR_DESCRIPTIONS,
  errorBodyJsonSchema,
  operationIdOf,
  SECURITY_SCHEMES,
  securityOf,
  withDerivedErrors,
  type RouteFacts,
} from './openapi';
import { DOCS_PREFIX } from './paths';

/**
 * Each API route's zod schemas as @fastify/swagger takes them, plus what the route's own declarations
 * imply (openapi.ts): its security from `config.auth`, an operationId, and its derived error answers.
 */
const describeRoute: SwaggerTransform = (input) => {
  const config = (input.route.config ?? {}) as RouteFacts['config'] & object;
  if (!('auth' in config)) return jsonSchemaTransform(input); // not an API route (the docs UI's own)
  const method = [input.route.method].flat()[0] ?? 'GET';
  const facts: RouteFacts = { method, url: input.url, config, schema: input.schema };
  const declared = input.schema?.response !== undefined;
  const response = withDerivedErrors(facts);
  const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const out = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  if (!out.response) return result; // hidden from the document
  for (const [status, body] of Object.entries(out.response)) {
    const description = ERROR_DESCRIPTIONS[Number(status)] ?? 'Error';
    // The error body once in components (it is the same for every failure), not inlined 800 times.
    const schema = response[status] === errorBodySchema ? { $ref: ERROR_BODY_REF } : body;
    if (Number(status) >= 400 && !(body as { content?: unknown }).content)
      out.response[status] = { description, content: { 'application/json': { schema } } };
  }
  // No declared answer: @fastify/swagger's default 200 without a body schema, beside the derived errors.
  if (!declared) out.response[200] = { type: 'null', description: 'Default Response' };
  out.operationId ??= operationIdOf(method, input.url);
  out.security = securityOf(facts);
  return result;
};

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json).
 * Register before the routes: @fastify/swagger collects them as they are added.
 * Swagger UI loads only its own scripts and styles, so it runs under the app's CSP unchanged.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '市政协提案管理系统 API (CPPCC proposal management)',
        version: serverPackage().version,
        summary: 'Proposals, their handling and the admin template’s demo apps, over HTTP and JSON',
        description:
          'Every failure answers `{ error: { code, message, fields? } }`; messages follow Accept-Language (zh-CN, en). ' +
          'Sign in with GET /api/auth and send the access token as `Authorization: Bearer <token>`.',
        // A custom SPDX id (LicenseRef-): no published licence covers it, and Redocly's strict rule wants an id.
        license: {
          name: 'Proprietary: licensed by the operator of this deployment',
          identifier: 'LicenseRef-Proprietary',
        },
      },
      servers: [{ url: '/', description: 'The server this document is read from' }],
      components: { securitySchemes: SECURITY_SCHEMES, schemas: { ErrorBody: errorBodyJsonSchema() } },
    },
    transform: describeRoute,
  });
  const ui = lazyDocsUi(app);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (
      await ui()
    ).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !HOP_HEADERS.has(name)) void reply.header(name, value);
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  // The UI's routes, outside the API: hidden from the document as swagger-ui hides its own.
  app.get(DOCS_PREFIX, { schema: { hide: true }, exposeHeadRoute: true }, forward);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true }, exposeHeadRoute: true }, forward);
}

/** Set by the inner server and set again (or not at all) by this one's answer. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/**
 * Swagger UI (with @fastify/static, glob, send and yaml under it) is a small server of its own, built on the
 * first visit of /api/docs instead of at every start (issue 33 §5: ~4 % of the start's CPU, profiled). Its
 * answers go out through this app, so the security headers, compression and request ids apply as before.
 * It reads the document of this app's routes through `app.swagger()`.
 */
function lazyDocsUi(app: FastifyInstance): () => Promise<FastifyInstance> {
  let ui: Promise<FastifyInstance> | undefined;
  return () =>
    (ui ??= (async () => {
      const { default: swaggerUi } = await import('@fastify/swagger-ui');
      const inner = Fastify({ logger: false });
      // swagger-ui requires a plugin named @fastify/swagger in its server: this one lends the app's.
      const lent = (instance: FastifyInstance, _options: unknown, done: () => void) => {
        const lend = (options?: { yaml?: boolean }) =>
          options?.yaml ? app.swagger({ yaml: true }) : app.swagger();
        instance.decorate('swagger', lend as FastifyInstance['swagger']);
        done();
      };
      Object.assign(lent, {
        [Symbol.for('skip-override')]: true,
        [Symbol.for('fastify.display-name')]: '@fastify/swagger',
        [Symbol.for('plugin-meta')]: { name: '@fastify/swagger' },
      });
      await inner.register(lent);
      await inner.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        // No badge fetched from validator.swagger.io (blocked by the CSP, and leaks the spec URL).
        uiConfig: { validatorUrl: null, deepLinking: true },
      });
      await inner.ready();
      return inner;
    })().catch((error: unknown) => {
      ui = undefined; // a failed build is tried again by the next visit
      throw error;
    }));
}
