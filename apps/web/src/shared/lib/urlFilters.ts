import { parseIsoLocal } from './dates';

/**
 * A list's filters as kept in the URL: an object of fields whose keys are the search params' names; each field
 * reads one param (its text, or undefined when absent or blank) and gives its fallback when the param is
 * absent or malformed. `useUrlFilters` (beside this file) reads and writes them; the field builders below
 * cover what lists use.
 *
 * No zod here (issue 33): every list page parses its filters before its first paint, so these readers are in
 * every landing's first load, and zod's object and enum parsers carry its whole core (~27 kB gzip). The values
 * a field accepts still come from the contracts' constants (PROPOSAL_STATES, …) that the API's schemas use.
 */
export interface FilterField<T> {
  /** The value for the param's trimmed-or-not text (never blank), or for undefined: the fallback. */
  read: (raw: string | undefined) => T;
}

export interface FilterSchema<
  Shape extends Record<string, FilterField<unknown>> = Record<string, FilterField<unknown>>,
> {
  readonly shape: Shape;
}

type FieldValue<F> = F extends FilterField<infer T> ? T : never;
export type Filters<S extends FilterSchema> = { [K in keyof S['shape']]: FieldValue<S['shape'][K]> };

/** A list's filters: `filterSchema({ q: textParam(), page: pageParam() })`. */
export const filterSchema = <Shape extends Record<string, FilterField<unknown>>>(
  shape: Shape,
): FilterSchema<Shape> => ({ shape });

const absent = (raw: string | null) => raw === null || raw.trim() === '';

/** A field's value for a missing or malformed param: its default, or undefined if it has none. */
const fieldDefault = (field: FilterField<unknown>): unknown => field.read(undefined);

/**
 * The filters in `search`, each field on its own: an unknown, malformed or out-of-range value gives that
 * field's default and leaves the others alone, so a hand-edited or outdated link never breaks the page.
 */
export function parseFilters<S extends FilterSchema>(schema: S, search: URLSearchParams): Filters<S> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    filters[key] = field.read(raw === null || absent(raw) ? undefined : raw);
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

/* Field builders: each reads one search param (its text, or undefined when absent or blank). */

const field = <T>(read: (raw: string | undefined) => T): FilterField<T> => ({ read });

/** Free text, trimmed and cut to `max` characters; '' when absent. */
export const textParam = (max = 100) => field((raw) => (raw ?? '').trim().slice(0, max));

/** Text as it stands (not trimmed); '' when absent. */
export const stringParam = () => field((raw) => raw ?? '');

/** An optional id or code: trimmed, undefined when absent. */
export const idParam = () => field((raw) => raw?.trim());

/** One of `values`: undefined (or `fallback`) when absent or anything else. */
export function oneOfParam<const T extends string>(values: readonly T[]): FilterField<T | undefined>;
export function oneOfParam<const T extends string, const D extends T | ''>(
  values: readonly T[],
  fallback: D,
): FilterField<T | D>;
export function oneOfParam(values: readonly string[], fallback?: string): FilterField<string | undefined> {
  return field((raw) => (raw !== undefined && values.includes(raw) ? raw : fallback));
}

/** A comma-separated list of `values`: unknown items and repeats dropped, in the order given; [] when absent. */
export const listParam = <const T extends string>(values: readonly T[]) =>
  field((raw): T[] => [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part): part is T => (values as readonly string[]).includes(part)),
    ),
  ]);

/** A number as a URL writes it (`Number`'s reading, as zod's coerce did); NaN when absent. */
const numberOf = (raw: string | undefined) => (raw === undefined ? Number.NaN : Number(raw));

/** A 1-based page number. */
export const pageParam = () =>
  field((raw) => {
    const page = numberOf(raw);
    return Number.isSafeInteger(page) && page >= 1 ? page : 1;
  });

/** A page size among `sizes`, `fallback` otherwise. */
export const pageSizeParam = (sizes: readonly number[], fallback: number) =>
  field((raw) => {
    const size = numberOf(raw);
    return sizes.includes(size) ? size : fallback;
  });

/** `true` / `false`; undefined (both) when absent or anything else. */
export const flagParam = () => field((raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined));

/** A calendar day `yyyy-MM-dd`; '' when absent or not a real day. */
export const dayParam = () =>
  field((raw) =>
    raw !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(raw) && parseIsoLocal(raw) !== null ? raw : '',
  );

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
