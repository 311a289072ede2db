import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a password, a token or a one-time code: never written to the log. */
const SECRET_PARAMS = new Set(['password', 'token', 'access_token', 'apptoken', 'code']);

/** The URL with the values of secret query parameters replaced, e.g. `/api/auth?email=a&password=***`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
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
  return `${url.slice(0, mark)}?${query}`;
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
