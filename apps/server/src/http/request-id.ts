import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Accept a caller's id (a proxy's, or the web app's for one user action) only if it is short and plain. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** Fastify `genReqId`: the incoming `x-request-id` when acceptable, else a fresh UUID. Logged as reqId. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echo the id so a user's report or a proxy log can be matched with our logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
}
