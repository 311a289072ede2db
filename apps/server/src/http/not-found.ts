import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './error-handler';
import { ASSETS_PREFIX, isApiPath, pathnameOf } from './paths';
import { REVALIDATE, webIndexExists } from './static';

/**
 * Everything no route or file answered:
 * - `/api/*` (any method) → JSON 404 naming the route;
 * - a missing hashed asset → JSON 404 (an HTML page there would only hide the real error);
 * - other GET/HEAD paths → the SPA's index.html (history fallback; the web router shows its own 404);
 * - if the web app is not built → JSON 404 saying so.
 */
export function notFoundHandler(options: { webDist: string; webServed: boolean }) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathname = pathnameOf(request.url);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathname) || !isPage) {
      return sendFailure(request, reply, 'NOT_FOUND', 'error.routeNotFound', {
        method: request.method,
        url: pathname,
      });
    }
    if (pathname.startsWith(ASSETS_PREFIX)) return sendFailure(request, reply, 'NOT_FOUND', 'error.notFound');
    // Checked per request: sendFile on a missing index.html would come back here and loop.
    if (!options.webServed || !webIndexExists(options.webDist)) {
      return sendFailure(request, reply, 'NOT_FOUND', 'error.webAppNotBuilt');
    }
    return reply.status(200).header('cache-control', REVALIDATE).sendFile('index.html');
  };
}
