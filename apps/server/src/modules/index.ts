import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes';

/** A module's routes: a Fastify plugin (its own encapsulated scope for hooks such as auth). */
export type ApiModule = FastifyPluginCallbackZod | FastifyPluginAsyncZod;

/** Every module's routes, mounted under /api by app.ts. A new module adds one line here. */
export const apiModules: readonly ApiModule[] = [healthRoutes];
