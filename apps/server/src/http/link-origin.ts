import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unavailable } from './errors';
import { parseHost } from './allowed-hosts';

/**
 * The origin of links the server writes into e-mails and SMS (password reset) and hands to identity
 * providers (the OpenID Connect redirect). PUBLIC_URL when set. Without it, the host name the request
 * came to — already checked against ALLOWED_HOSTS by http/allowed-hosts.ts, so one of this server's own
 * names — with the port the server listens on, not one the request claims. When nothing checks the Host
 * (behind a trusted proxy, or ALLOWED_HOSTS=*) there is no trustworthy origin: 503 until PUBLIC_URL is set.
 */
export function linkOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, trustProxy, allowedHosts } = app.config;
  if (publicUrl) return publicUrl;
  if (trustProxy || allowedHosts?.includes('*')) throw unavailable('error.publicUrlRequired');
  const claimed = request.headers.host === undefined ? undefined : parseHost(request.headers.host);
  const address = app.server.address();
  const port = address && typeof address === 'object' ? String(address.port) : (claimed?.port ?? '');
  return `${request.protocol}://${claimed?.hostname ?? 'localhost'}${port && port !== '80' ? `:${port}` : ''}`;
}
