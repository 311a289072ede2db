import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers on every response (CSP, nosniff, frame options, referrer policy, HSTS …). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
}
