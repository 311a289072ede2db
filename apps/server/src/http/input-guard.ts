import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields } from './errors';

/**
 * One gate for every route, before schema validation: a NUL character in any string of the path, the
 * query or a JSON body (keys included) is refused with 400 naming the field. PostgreSQL cannot store or
 * even compare NUL in text (it fails the query), and no field of ours has a use for it.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const fields: Record<string, string> = {};
    for (const input of [request.params, request.query, request.body]) findNul(input, [], fields);
    done(Object.keys(fields).length > 0 ? invalidFields(fields) : undefined);
  });
}

const MAX_DEPTH = 32;

function findNul(value: unknown, path: string[], found: Record<string, string>): void {
  if (path.length > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found[path.join('.') || 'body'] = 'validation.nulCharacter';
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => findNul(item, [...path, String(index)], found));
    return;
  }
  // Data only (parsed JSON, query, params — the query parser's objects have their own prototype):
  // never a buffer or a stream.
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000'))
      found[[...path, key.replaceAll('\u0000', '\\0')].join('.')] = 'validation.nulCharacter';
    else findNul(item, [...path, key], found);
  }
}
