import { CALENDAR_FEED_PREFIX } from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a password, a token, a one-time code or a picture link's signature: never
 * written to the log.
 */
const SECRET_PARAMS = new Set(['password', 'token', 'access_token', 'apptoken', 'code', 'sig']);

/** The path with a secret in it: the calendar feed's file name is its token (a phone subscribes with it). */
function redactPath(path: string): string {
  return path.toLowerCase().startsWith(CALENDAR_FEED_PREFIX) ? `${CALENDAR_FEED_PREFIX}***` : path;
}

/**
 * The URL with secrets replaced: the values of secret query parameters (`/api/auth?email=a&password=***`)
 * and the calendar feed's token in its path.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactPath(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed escape: compare the raw name
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=***` : pair;
    })
    .join('&');
  return `${redactPath(url.slice(0, mark))}?${query}`;
}

/** Fastify's request log line (method, url, host, client), with secrets redacted from the URL. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
