/**
 * A valid request body built from an OpenAPI operation's JSON schema: every required field with the
 * smallest value the schema accepts. Lets a test reach the checks behind validation (who may see the
 * entity) on every write route without a hand-written body per route.
 */
import type { JsonSchema, Operation } from './fuzz-inputs';

/** The schema keywords the builder reads beyond the fuzz generator's. */
interface Schema extends JsonSchema {
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

const ID = '00000000-0000-4000-8000-000000000000';

function stringFor(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return ID;
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'email':
      return 'someone@test.example';
    case 'uri':
      return 'https://example.com/';
  }
  if (schema.pattern && /^\^?\\d/.test(schema.pattern)) return '1'.repeat(Math.max(schema.minLength ?? 1, 1));
  return '测试内容'.padEnd(Math.max(schema.minLength ?? 1, 4), '容');
}

export function validValue(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0];
    return validValue(chosen);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => validValue(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + (schema.exclusiveMinimum !== undefined ? 1 : 0));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, validValue(schema.properties?.[name])]),
      );
    case 'null':
      return null;
    default:
      return stringFor(schema);
  }
}

/** The operation's JSON body, or undefined when it takes none (or takes a file). */
export function validJsonBody(operation: Operation): unknown {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return schema === undefined ? undefined : validValue(schema);
}

export function takesFile(operation: Operation): boolean {
  return Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith('multipart/'));
}

/**
 * Whether the operation documents the media type an answer came with (its parameters dropped) for the
 * answer's status: a download documented as JSON, or as another type than it sends, fails (issue 31 §3).
 */
export function documentsMediaType(
  operation: Operation,
  answer: { statusCode: number; headers: Record<string, string | string[] | number | undefined> },
): boolean {
  const documented = operation.responses?.[answer.statusCode] as { content?: object } | undefined;
  const header = answer.headers['content-type'];
  const type = (typeof header === 'string' ? header : '').split(';')[0]?.trim().toLowerCase() ?? '';
  return documented?.content === undefined ? type === '' : Object.hasOwn(documented.content, type);
}
