import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pickLanguage, type MessageKey } from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';
import { renderFailure } from './error-handler';

/** What Node's HTTP parser reports: a parse error code, and the bytes it could not read. */
interface ConnectionError extends Error {
  code?: string;
  rawPacket?: unknown;
}

function describe(error: ConnectionError): { status: number; message: MessageKey } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'error.headersTooLarge' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'error.requestTimeout' };
    case 'HPE_INVALID_URL':
      return { status: 400, message: 'error.badUrl' };
    default:
      return { status: 400, message: 'error.badRequest' };
  }
}

/** The request's language: from its parsed headers (a timed-out body), else from the bytes Node refused. */
function languageOf(error: ConnectionError, inFlight: ServerResponse | undefined) {
  const parsed = inFlight?.req.headers['accept-language'];
  if (parsed !== undefined) return pickLanguage(parsed);
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  return pickLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses before Fastify sees it (431 for an
 * oversized URL or headers, 400 for bytes not allowed in a path, a bad chunk, 408 when it does not arrive
 * within the request timeout) answers in the API's error shape, like any other, then the connection ends.
 */
export function handleClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describe(error);
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  // Never into the middle of a response already under way (Node's own handler makes the same check).
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) {
    const body = JSON.stringify(
      renderFailure({ status, code: 'BAD_REQUEST', message, params: {} }, languageOf(error, inFlight)),
    );
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
