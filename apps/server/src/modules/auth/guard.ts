import { hasAccess, type AuthList, type Role } from '@cppcc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';
import type { AuthService, Identity } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route — REQUIRED on every /api route (startup fails without it): a list from
     * `authRoles` (contracts/roles.ts), or `null` for a public route. Checked with `hasAccess`.
     */
    auth?: AuthList;
    /** Also read the access token from the `access_token` query parameter (GET /api/auth/access-token). */
    tokenFromQuery?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest (also on public routes when a valid token is sent). */
    user: Identity | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared auth, collected at registration (the route × role test walks it). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  auth: AuthList;
}

/** `Authorization: Bearer <jwt>` (JWT flow), the `token` header (phone flow), or `?access_token=`. */
function presentedToken(request: FastifyRequest, fromQuery: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const token = request.headers.token;
  if (typeof token === 'string' && token.trim() !== '') return token.trim();
  if (fromQuery) {
    const query = request.query as Record<string, unknown> | undefined;
    const value = query?.access_token;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Route guarding for the /api scope it is registered in:
 * - onRoute: a route without `config.auth` makes startup fail, so no route can be added unguarded by
 *   accident (public routes say `auth: null` explicitly);
 * - onRequest (before body parsing and validation, so a guest gets 401 rather than a 400 about the
 *   body): identifies the caller and applies `hasAccess` → 401 without a valid token, 403 without a
 *   listed role.
 */
export function registerAuthGuard(api: FastifyInstance, auth: AuthService, registry: ApiRoute[]): void {
  api.decorateRequest('user', null);

  api.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { auth?: AuthList };
    if (!('auth' in config)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no auth: add config: { auth: authRoles.… } (or auth: null for a public route).`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, auth: config.auth });
    }
  });

  api.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!('auth' in config)) return; // not an API route (the not-found handler)
    const token = presentedToken(request, config.tokenFromQuery === true);
    let failure: 'invalid' | 'disabled' | undefined;
    if (token !== undefined) {
      const check = await auth.checkAccessToken(token);
      if (check.ok) request.user = check.identity;
      else failure = check.reason;
    }
    const allowed = config.auth;
    if (allowed === null || allowed === undefined) return;
    if (!request.user) {
      if (hasAccess(allowed, [])) return; // onlyGuest routes
      throw unauthorized(failure === 'disabled' ? 'auth.accountDisabled' : 'auth.invalidAccessToken');
    }
    if (!hasAccess(allowed, request.user.roles)) throw forbidden();
  });
}

/** The caller of a guarded route (the guard has run); throws 401 if used on a public route by a guest. */
export function currentUser(request: FastifyRequest): Identity {
  if (!request.user) throw unauthorized('auth.invalidAccessToken');
  return request.user;
}

/** Who asks: a signed-in user, or the system itself (derived transitions, scheduled jobs, the seed). */
export interface Caller {
  id: string;
  roles: readonly Role[];
  unitId: string | null;
}
export type Actor = Caller | 'system';

/** The caller of a guarded route as the workflow services take it. */
export function callerOf(request: FastifyRequest): Caller {
  const identity = currentUser(request);
  return { id: identity.user.id, roles: identity.roles, unitId: identity.user.unitId };
}
