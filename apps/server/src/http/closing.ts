import type { FastifyInstance } from 'fastify';
import { unavailable } from './errors';

/**
 * Shutdown behaviour of the HTTP layer (main.ts stops the server with `app.close()`):
 * - responses finished after close began carry `Connection: close`, and sockets that turn idle later are
 *   reaped every 100 ms: Node closes only the sockets idle at the moment close starts, so a kept-alive
 *   socket would otherwise hold the shutdown open until its keep-alive timeout (72 s);
 * - a request still arriving on such a socket gets a 503 in our error shape, instead of Fastify's
 *   built-in plain 503 body (disabled with `return503OnClosing: false` in app.ts).
 */
export function handleClosing(app: FastifyInstance): void {
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? unavailable() : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
