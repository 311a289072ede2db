import { createHash } from 'node:crypto';
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';

/**
 * Statements compiled once per shape and reused with new values. Building and compiling a list's Kysely
 * query was most of a cheap list request's JavaScript (0.27 of 0.51 ms, bench/RESULTS.md, issue 33 §2):
 * the same few shapes, compiled again on every request. A shape is everything that decides the SQL text
 * (which filters are present, the sort, the caller's roles…) as a JSON key; its values (ids, the search
 * term, the cursor, limit and offset) are bound per request.
 *
 * The template is built from stand-ins, never from a request: `build` gets the shape and an object of
 * marker strings in place of the values, so a value cannot be compiled into the text or kept as a
 * constant parameter by mistake — a marker found in the SQL text fails the first request of that shape. The parameters that are not markers are the shape's constants
 * (the private states, the count cap…).
 */

type Bound = string | number | null;
/** A parameter of a template: the name of the value bound there, or a constant of the shape. */
type Slot = { value: string } | { constant: unknown };

interface Template {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
  meta: unknown;
}

/** What a shape's build gives: the statement, and anything else its caller needs that the shape decides. */
export interface Built<R, M> {
  query: Compilable<R>;
  meta: M;
  /**
   * Prepared once per connection and planned generically after PostgreSQL's first few runs: for shapes
   * whose best plan does not turn on the values (a text search's does: a common term and a rare one are
   * walked differently, so those are planned per request). `generic`: planned generically from the first
   * run, for shapes whose generic plan is checked right but which PostgreSQL's `auto` would plan per request
   * anyway (a parameter it cannot estimate: database.ts).
   */
  prepare?: boolean | 'generic';
}

const MARK = '\u0000shape-value:';
/** Shapes kept per Kysely instance (a list has a few dozen in use; the oldest goes first past this). */
const MAX_SHAPES = 500;
const templates = new WeakMap<object, Map<string, Template>>();

/**
 * PostgreSQL: the SQL texts of shapes that run as named prepared statements, each with its name (a hash of
 * the text, so every connection of every process names a text alike). database.ts prepares them on each
 * connection on first use; planning a list's statement took as long as running it (~1 ms each at 100,000).
 */
export interface PreparedShape {
  name: string;
  generic: boolean;
}
const preparedNames = new Map<string, PreparedShape>();
export const preparedShape = (sqlText: string): PreparedShape | undefined => preparedNames.get(sqlText);

function markers(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}\u0000`]));
}

function slotsOf(compiled: CompiledQuery<unknown>, names: readonly string[]): Slot[] {
  if (compiled.sql.includes(MARK))
    throw new Error(`A shape's value was written into its SQL text: ${compiled.sql}`);
  const byMarker = new Map(Object.entries(markers(names)).map(([name, marker]) => [marker, name]));
  return compiled.parameters.map((parameter) => {
    const name = typeof parameter === 'string' ? byMarker.get(parameter) : undefined;
    if (name !== undefined) return { value: name };
    if (typeof parameter === 'string' && parameter.includes(MARK))
      throw new Error(`A shape's value was changed before binding: ${JSON.stringify(parameter)}`);
    return { constant: parameter };
  });
}

/**
 * The statement of `shape` with `values` bound, and the shape's `meta`: compiled by `build` on the shape's
 * first request per `db` (the Kysely instance `build` uses: one with a plugin, such as the bench's recorder,
 * compiles its own), then only bound.
 */
export function shapedQuery<S, V extends Record<string, Bound>, R, M>(
  db: object,
  kind: string,
  shape: S,
  values: V,
  build: (shape: S, values: V) => Built<R, M>,
): { compiled: CompiledQuery<R>; meta: M } {
  let shapes = templates.get(db);
  if (!shapes) {
    shapes = new Map();
    templates.set(db, shapes);
  }
  const key = `${kind}:${JSON.stringify(shape)}`;
  let template = shapes.get(key);
  if (!template) {
    const names = Object.keys(values);
    // Markers stand in for every value, numbers included: they only need to survive compilation.
    const built = build(shape, markers(names) as unknown as V);
    const compiled = built.query.compile() as CompiledQuery<unknown>;
    template = { compiled, slots: slotsOf(compiled, names), meta: built.meta };
    if (built.prepare)
      preparedNames.set(compiled.sql, {
        name: `shape_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24)}`,
        generic: built.prepare === 'generic',
      });
    if (shapes.size >= MAX_SHAPES) {
      const oldest = shapes.keys().next().value;
      if (oldest !== undefined) shapes.delete(oldest);
    }
    shapes.set(key, template);
  }
  const parameters = template.slots.map((slot) => ('constant' in slot ? slot.constant : values[slot.value]));
  return {
    compiled: { ...template.compiled, parameters, queryId: createQueryId() },
    meta: template.meta as M,
  };
}
