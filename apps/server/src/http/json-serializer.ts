import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  $ZodType,
  safeEncode,
  type $ZodArray,
  type $ZodNullable,
  type $ZodObject,
  type $ZodOptional,
} from 'zod/v4/core';

/**
 * The answers' JSON written by a writer compiled once from the route's zod schema, instead of zod's encode
 * (a whole checked copy of the answer) and then `JSON.stringify` of the copy: a 20-row proposal list cost
 * the main thread ~80 µs that way against ~50 for the JSON alone (bench/RESULTS.md, issue 33 §2).
 *
 * The writer checks what zod's encode checks for the kinds it writes itself (strings, finite numbers,
 * booleans, null, enums and literals, nullable, optional, arrays and stripping objects, all without checks
 * or coercion) and writes the same bytes `JSON.stringify` would of zod's copy: the shape's keys in its
 * order, unknown keys dropped, `undefined` left out. Every other kind (refinements, formats, unions,
 * records, codecs, defaults, …) goes through zod's encode and `JSON.stringify` for its part. Whatever does
 * not fit — a wrong type, a failed part — is handed whole to zod's own serializer, so a bad answer fails
 * exactly as before (ResponseSerializationError) and a good one is never written differently.
 */

/** The writer's "this value is not what the schema says": zod's path answers instead. One object, no stack. */
const mismatch = new Error('answer does not fit its compiled writer');
const fail = (): never => {
  throw mismatch;
};

/** The JSON of a value, or undefined for a key left out (JSON.stringify's own rule for `undefined`). */
type Write = (value: unknown) => string | undefined;
interface Compiled {
  write: Write;
  /** False: zod's encode writes it, and zod also tells an absent key from one holding `undefined`. */
  native: boolean;
}

/**
 * What JSON.stringify escapes: quotes, backslashes, control characters (\p{Cc} also takes U+007F–U+009F,
 * which then just go the long way) and lone surrogates (\p{Cs} in a `u` pattern matches no paired half).
 */
const NEEDS_ESCAPE = /["\\\p{Cc}\p{Cs}]/u;
/** A string's JSON: most texts need no escape, and quoting them is cheaper than JSON.stringify's call. */
const stringJson = (text: string): string => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`);

const hasNoChecks = (schema: $ZodType): boolean => {
  const def = schema._zod.def as { checks?: unknown[]; coerce?: boolean };
  return !def.checks?.length && !def.coerce && !schema._zod.traits.has('$ZodCheck');
};

function zodPart(schema: $ZodType): Compiled {
  return {
    native: false,
    write: (value) => {
      const result = safeEncode(schema, value);
      return result.success ? JSON.stringify(result.data) : fail();
    },
  };
}

/** Enum and literal values as their JSON, when every value is a JSON scalar. */
function valueTexts(values: ReadonlySet<unknown>): Map<unknown, string> | undefined {
  const texts = new Map<unknown, string>();
  for (const value of values) {
    const ok =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      value === null ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!ok) return undefined;
    texts.set(value, JSON.stringify(value));
  }
  return texts;
}

function compileObject(schema: $ZodObject, compile: (part: $ZodType) => Compiled): Compiled {
  const { shape, catchall } = schema._zod.def;
  if (catchall || Object.getOwnPropertySymbols(shape).length > 0) return zodPart(schema);
  // The shape's own key order is the order zod's copy is built in (integer-like keys first, as JS orders).
  const fields = Object.keys(shape)
    .filter((key) => key !== '__proto__')
    .map((key) => ({ key, prefix: `${JSON.stringify(key)}:`, ...compile(shape[key] as $ZodType) }));
  return {
    native: true,
    write: (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
      const record = value as Record<string, unknown>;
      let out = '{';
      for (const field of fields) {
        const item = record[field.key];
        if (!field.native && item === undefined && !(field.key in record)) fail();
        const text = field.write(item);
        if (text === undefined) continue;
        out += out.length === 1 ? field.prefix + text : `,${field.prefix}${text}`;
      }
      return `${out}}`;
    },
  };
}

function compileArray(schema: $ZodArray, compile: (part: $ZodType) => Compiled): Compiled {
  const element = compile(schema._zod.def.element).write;
  return {
    native: true,
    write: (value) => {
      if (!Array.isArray(value)) return fail();
      let out = '[';
      for (let index = 0; index < value.length; index++) {
        if (index > 0) out += ',';
        out += element(value[index]) ?? 'null';
      }
      return `${out}]`;
    },
  };
}

/** One schema node's writer; `compile` is for its parts (shared and recursive parts compiled once). */
function compileNode(schema: $ZodType, compile: (part: $ZodType) => Compiled): Compiled {
  if (!hasNoChecks(schema)) return zodPart(schema);
  switch (schema._zod.def.type) {
    case 'string':
      return { native: true, write: (value) => (typeof value === 'string' ? stringJson(value) : fail()) };
    case 'number':
      // zod refuses NaN and ±Infinity; a finite number's JSON is its String().
      return {
        native: true,
        write: (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : fail()),
      };
    case 'boolean':
      return {
        native: true,
        write: (value) => (value === true ? 'true' : value === false ? 'false' : fail()),
      };
    case 'null':
      return { native: true, write: (value) => (value === null ? 'null' : fail()) };
    case 'enum':
    case 'literal': {
      const texts = schema._zod.values && valueTexts(schema._zod.values);
      if (!texts) return zodPart(schema);
      return { native: true, write: (value) => texts.get(value) ?? fail() };
    }
    case 'nullable': {
      const inner = compile((schema as $ZodNullable)._zod.def.innerType);
      if (!inner.native) return zodPart(schema);
      return { native: true, write: (value) => (value === null ? 'null' : inner.write(value)) };
    }
    case 'optional': {
      const innerType = (schema as $ZodOptional)._zod.def.innerType;
      // An exact optional refuses a present `undefined`; a defaulted inner substitutes a value: zod's.
      if (schema._zod.traits.has('$ZodExactOptional') || innerType._zod.optin === 'defaulted')
        return zodPart(schema);
      const inner = compile(innerType).write;
      return { native: true, write: (value) => (value === undefined ? undefined : inner(value)) };
    }
    case 'array':
      return compileArray(schema as $ZodArray, compile);
    case 'object':
      return compileObject(schema as $ZodObject, compile);
    default:
      return zodPart(schema);
  }
}

/** The writer of a schema's JSON. A part met again while it is being compiled (recursion) is zod's. */
export function compileJsonWriter(schema: $ZodType): Write {
  const done = new Map<$ZodType, Compiled>();
  const compiling = new Set<$ZodType>();
  const compile = (part: $ZodType): Compiled => {
    const known = done.get(part);
    if (known) return known;
    if (compiling.has(part)) return zodPart(part);
    compiling.add(part);
    const compiled = compileNode(part, compile);
    compiling.delete(part);
    done.set(part, compiled);
    return compiled;
  };
  return compile(schema).write;
}

/**
 * Fastify's serializer compiler: zod's, with the answer written by the compiled writer. Compiled on a
 * route's first answer, not at start (~800 routes, most rarely answered: issue 33 §5).
 */
export const jsonSerializerCompiler: typeof serializerCompiler = (route) => {
  const zodSerializer = serializerCompiler(route);
  const { schema } = route;
  if (!(schema instanceof $ZodType)) return zodSerializer;
  let write: Write | undefined;
  return (data) => {
    write ??= compileJsonWriter(schema);
    try {
      return write(data) ?? zodSerializer(data);
    } catch (error) {
      if (error === mismatch) return zodSerializer(data);
      throw error;
    }
  };
};
