import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverPackage } from '../paths';
import { DOCS_PREFIX } from './paths';

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
        description:
          'Every failure answers `{ error: { code, message, fields? } }`; messages follow Accept-Language (zh-CN, en).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No badge fetched from validator.swagger.io (blocked by the CSP, and leaks the spec URL).
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
