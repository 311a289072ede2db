import { errorBodySchema, proposalListSchema } from '@cppcc/contracts';
import { $ZodType } from 'zod/v4/core';

/**
 * Answers whose texts are never picture addresses (titles, names, numbers shown as text), declared so: the
 * picture-signing walk skips the routes that answer only these (signed-pictures.ts). Walking a 20-row
 * proposal list for addresses cost ~4 % of its request (bench/RESULTS.md, issue 33 §2), and a title that
 * happened to read like an address is text, not a picture to sign.
 */
const PICTURE_FREE: ReadonlySet<$ZodType> = new Set<$ZodType>([proposalListSchema, errorBodySchema]);

const known = new WeakMap<$ZodType, boolean>();

/** Whether a zod schema can hold a picture address: any free string can, unless declared picture-free above. */
function schemaMayHoldPictures(schema: $ZodType, visiting: Set<$ZodType>): boolean {
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  if (PICTURE_FREE.has(schema)) return false;
  // A recursive schema: not taken apart further, it may (and nothing is cached from a cut-short visit).
  if (visiting.has(schema)) return true;
  visiting.add(schema);
  const part = (inner: unknown): boolean =>
    !(inner instanceof $ZodType) || schemaMayHoldPictures(inner, visiting);
  const def = schema._zod.def as { type: string; [key: string]: unknown };
  let result: boolean;
  switch (def.type) {
    case 'number':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'enum':
    case 'literal':
    case 'date':
    case 'bigint':
    case 'never':
      result = false;
      break;
    case 'object':
      result =
        (def.catchall !== undefined && part(def.catchall)) ||
        Object.values(def.shape as Record<string, unknown>).some(part);
      break;
    case 'array':
      result = part(def.element);
      break;
    case 'record':
      // The walk reads a record's values, never its keys.
      result = part(def.valueType);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      result = part(def.innerType);
      break;
    default:
      // Strings, and whatever is not taken apart here (unions, unknown, pipes, lazy parts): they may.
      result = true;
  }
  visiting.delete(schema);
  known.set(schema, result);
  return result;
}

/**
 * Whether a route's answers can hold a picture address, from its response schemas (decided once, when the
 * route is added). No response schema, or one that is not zod's: it may.
 */
export function answersMayHoldPictures(response: unknown): boolean {
  if (response === undefined || response === null || typeof response !== 'object') return true;
  return Object.values(response).some(
    (schema: unknown) => !(schema instanceof $ZodType) || schemaMayHoldPictures(schema, new Set()),
  );
}
