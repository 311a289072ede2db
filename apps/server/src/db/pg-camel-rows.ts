import { camelCaseName, camelCasedRows } from './camel-case-rows';

/**
 * PostgreSQL's rows camel-cased where they are made: pg answers each statement's rows as arrays (its
 * `rowMode: 'array'`) with the columns' names beside them, and the rows are built once with the camelCase
 * keys Kysely's CamelCasePlugin would give them, instead of pg building them with the column names and the
 * plugin copying each again key by key (bench/RESULTS.md, issue 33 §2, h-stat). The same keys in the same
 * order, the last of repeated or colliding names winning, as pg's objects then the plugin give them. A
 * result holding any object or array value (json, arrays) is built with the columns' own names and left to
 * the plugin, which maps nested objects too.
 */

interface ArrayResult {
  rows: unknown[][];
  fields: { name: string }[];
}

const isArrayResult = (result: unknown): result is ArrayResult =>
  typeof result === 'object' &&
  result !== null &&
  Array.isArray((result as Partial<ArrayResult>).rows) &&
  Array.isArray((result as Partial<ArrayResult>).fields);

/** Values the plugin copies or maps (it copies arrays, maps plain objects): left to it. */
const nested = (value: unknown) =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && !Buffer.isBuffer(value);

/** `result` with its array rows as objects: camelCase keys (and marked) unless a value is nested. */
export function objectRows<R>(result: R): R {
  if (!isArrayResult(result)) return result;
  const { rows, fields } = result;
  const camel = !rows.some((row) => row.some(nested));
  const keys = fields.map((field) => (camel ? camelCaseName(field.name) : field.name));
  const objects = rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) object[keys[i]!] = row[i];
    return object;
  });
  if (camel) camelCasedRows.add(objects);
  return Object.assign(result, { rows: objects });
}
