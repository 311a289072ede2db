import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
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
        license: { name: 'Proprietary: licensed by the operator of this deployment' },
      },
      servers: [{ url: '/', description: 'The server this document is read from' }],
      components: { securitySchemes: SECURITY_SCHEMES, schemas: { ErrorBody: errorBodyJsonSchema() } },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No badge fetched from validator.swagger.io (blocked by the CSP, and leaks the spec URL).
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
