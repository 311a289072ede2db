import { z } from 'zod';
import { parseIsoLocal } from './dates';

/**
 * A list's filters as kept in the URL: one zod object whose keys are the search params' names and whose
 * fields each read one param (a string, or undefined when absent) and give its default when it is absent.
 * `useUrlFilters` (beside this file) reads and writes them; the field builders below cover what lists use.
 */
export type FilterSchema = z.ZodObject<z.ZodRawShape>;
export type Filters<S extends FilterSchema> = z.output<S>;

const absent = (raw: string | null) => raw === null || raw.trim() === '';

/** A field's value for a missing or malformed param: its default, or undefined if it has none. */
function fieldDefault(field: z.core.$ZodType): unknown {
  const parsed = z.safeParse(field, undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The filters in `search`, each field on its own: an unknown, malformed or out-of-range value gives that
 * field's default and leaves the others alone, so a hand-edited or outdated link never breaks the page.
 */
export function parseFilters<S extends FilterSchema>(schema: S, search: URLSearchParams): Filters<S> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    const parsed = z.safeParse(field, absent(raw) ? undefined : raw);
    filters[key] = parsed.success ? parsed.data : fieldDefault(field);
  }
  return filters as Filters<S>;
}

export function filterDefaults<S extends FilterSchema>(schema: S): Filters<S> {
  return parseFilters(schema, new URLSearchParams());
}

/** How a value stands in the URL: lists comma-separated; nothing for undefined, '' and empty lists. */
export function paramText(value: unknown): string | null {
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => paramText(item)).join(',') : null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * `base` with the given filters written in: a value equal to its default (or empty) leaves the URL, so links
 * stay short; params the schema does not know are kept. A change to anything but `page` (when the schema
 * has one) goes back to the first page, since the old page number means nothing in the new result.
 */
export function writeFilters<S extends FilterSchema>(
  schema: S,
  base: URLSearchParams,
  patch: Partial<Filters<S>>,
): URLSearchParams {
  const next = new URLSearchParams(base);
  const changes: Record<string, unknown> = { ...patch };
  if ('page' in schema.shape && !('page' in changes)) changes.page = undefined;
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in changes)) continue;
    const text = paramText(changes[key]);
    if (text === null || text === paramText(fieldDefault(field))) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/** A link to `path` with some filters set (an overview card leading to a filtered list). */
export function filtersHref<S extends FilterSchema>(
  schema: S,
  path: string,
  patch: Partial<Filters<S>>,
): string {
  const search = writeFilters(schema, new URLSearchParams(), patch).toString();
  return search ? `${path}?${search}` : path;
}

/*
 * Field builders: each reads one search param (string | undefined). For one of a fixed set, use
 * `z.enum(VALUES).optional()` or `.default(value)` directly.
 */

/** Free text, trimmed and cut to `max` characters; '' when absent. */
export const textParam = (max = 100) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .default('');

/** An optional id or code: trimmed, undefined when absent. */
export const idParam = () =>
  z
    .string()
    .transform((value) => value.trim())
    .optional();

/** A comma-separated list of `values`: unknown items and repeats dropped, in the order given; [] when absent. */
export const listParam = <const T extends string>(values: readonly T[]) =>
  z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part): part is T => (values as readonly string[]).includes(part)),
      ),
    ])
    .default([]);

/** A 1-based page number. */
export const pageParam = () => z.coerce.number().int().min(1).default(1);

/** A page size among `sizes`, `fallback` otherwise. */
export const pageSizeParam = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number()
    .refine((size) => sizes.includes(size))
    .default(fallback);

/** `true` / `false`; undefined (both) when absent or anything else. */
export const flagParam = () =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional();

/** A calendar day `yyyy-MM-dd`; '' when absent or not a real day. */
export const dayParam = () =>
  z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoLocal(value) !== null)
    .default('');

/** A patch putting every filter back to its default, except those named in `keep`. */
export function clearedFilters<S extends FilterSchema>(
  schema: S,
  keep: readonly string[] = [],
): Partial<Filters<S>> {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => !keep.includes(key))
      .map((key) => [key, undefined]),
  ) as Partial<Filters<S>>;
}
