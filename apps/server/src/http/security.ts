import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The Content-Security-Policy the web app (and the Swagger UI at /api/docs) runs under. Only our own
 * origin for code; `style-src 'unsafe-inline'` because MUI/emotion inject <style> tags at run time;
 * data:/blob: for generated images, fonts and PDF/Excel workers; connect-src 'self' covers the realtime
 * WebSocket of the same host (CSP 3: 'self' matches ws:/wss: of the page's own origin), and no other host;
 * 'wasm-unsafe-eval' lets pdf.js compile its own WebAssembly image decoders (JBIG2 scans, JPEG 2000, ICC
 * colour) served from /assets — it allows WebAssembly only, not eval() of strings.
 * No upgrade-insecure-requests: the product is often reached over plain http on an intranet address.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Hosts the browser must reach besides ours: Firebase Authentication's APIs when it is configured (issue 19;
 * the SDK signs in there), or the Auth emulator in development and tests.
 */
export function extraConnectSources(config: Pick<Config, 'firebase'>): string[] {
  if (!config.firebase) return [];
  if (config.firebase.emulatorHost) return [`http://${config.firebase.emulatorHost}`];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}

/** `defaultSrc: ["'self'"]` → `default-src 'self'`, directives joined by `; `. */
export function cspHeaderValue(directives: Record<string, string[]> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join('; ');
}

/**
 * Security headers on every response (nosniff, frame options, referrer policy, HSTS …); the CSP only on HTML
 * documents, the one kind of response a browser runs under it (issue 20: each of a page's ~80 scripts carried
 * the whole policy in its headers). A response that sets its own policy keeps it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  connectSources: string[] = [],
  /** Hashes of the web app's own inline scripts (http/web-index.ts), allowed besides 'self'. */
  scriptHashes: () => string[] = () => [],
): Promise<void> {
  let hashes: string[] = [];
  let policy = '';
  const policyNow = () => {
    const current = scriptHashes();
    if (policy && current === hashes) return policy;
    hashes = current;
    policy = cspHeaderValue({
      ...CSP_DIRECTIVES,
      scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...current],
      connectSrc: [...CSP_DIRECTIVES.connectSrc, ...connectSources],
    });
    return policy;
  };
  await app.register(helmet, { global: true, contentSecurityPolicy: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    )
      void reply.header('content-security-policy', policyNow());
    done(null, payload);
  });
}
