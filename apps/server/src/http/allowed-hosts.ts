import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './errors';
import { API_PREFIX } from './paths';

/** What ALLOWED_HOSTS means once read: any host (`*`), or these host names (lower-case, IPv6 in brackets). */
export type AllowedHosts = { any: true } | { any: false; names: ReadonlySet<string> };

const WILDCARD_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** `example.org`, `EXAMPLE.org:8443`, `::1`, `[::1]:3000` → the URL parser's host name and port, or undefined. */
export function parseHost(host: string): { hostname: string; port: string } | undefined {
  const bareIpv6 = !host.startsWith('[') && host.split(':').length > 2;
  try {
    const url = new URL(`http://${bareIpv6 ? `[${host}]` : host}`);
    // Anything beyond host[:port] (a path, credentials) is not a Host header.
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
    return { hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}

/**
 * ALLOWED_HOSTS, or by default the names this server is reached at on this machine: PUBLIC_URL's host,
 * localhost and the loopback addresses, the interface it listens on — or, listening on every interface,
 * this machine's name and every address it has (so a colleague on the office network can open the demo).
 */
export function allowedHosts(config: Config): AllowedHosts {
  if (config.allowedHosts?.includes('*')) return { any: true };
  const names = new Set<string>();
  const add = (name: string) => {
    const parsed = parseHost(name);
    if (parsed) names.add(parsed.hostname);
  };
  if (config.publicUrl) add(new URL(config.publicUrl).host);
  if (config.allowedHosts) config.allowedHosts.forEach(add);
  else {
    ['localhost', '127.0.0.1', '::1'].forEach(add);
    if (!WILDCARD_INTERFACES.has(config.host)) add(config.host);
    else {
      add(os.hostname());
      for (const addresses of Object.values(os.networkInterfaces()))
        for (const address of addresses ?? []) add(address.address.replace(/%.*$/, ''));
    }
  }
  return { any: false, names };
}

/** For the start banner: the list in force. */
export function describeAllowedHosts(allowed: AllowedHosts): string {
  return allowed.any ? '* (any — Host is not checked)' : [...allowed.names].join(', ');
}

const HEALTH_PATH = `${API_PREFIX}/health`;

/**
 * Every request must name one of our own hosts. A forged Host would otherwise end up in the links the
 * server writes (a password-reset link to the forger's site), and a page on another site could reach the
 * API through DNS rebinding. Behind a trusted proxy (TRUST_PROXY) the proxy chooses what it forwards and
 * PUBLIC_URL is required for links, so the check is left to it. The health check is exempt: a load
 * balancer names the backend by its address. No Host at all (HTTP/1.0) names nothing to poison.
 */
export function refuseForeignHosts(app: FastifyInstance, allowed: AllowedHosts): void {
  if (allowed.any || app.config.trustProxy) return;
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const host = request.headers.host;
    if (host === undefined || request.url === HEALTH_PATH || request.url.startsWith(`${HEALTH_PATH}?`)) {
      done();
      return;
    }
    const parsed = parseHost(host);
    done(
      parsed !== undefined && allowed.names.has(parsed.hostname)
        ? undefined
        : badRequest('error.hostNotAllowed', { params: { host: host.slice(0, 100) } }),
    );
  });
}
