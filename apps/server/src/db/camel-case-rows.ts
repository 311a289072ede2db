import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/**
 * Rows camel-cased once, where they are made: the SQLite read workers' rows cross as arrays and are built
 * as objects on the main thread anyway (sqlite-read-pool.ts), so they are built with the camelCase keys
 * directly instead of being built with the column names and then copied again, key by key, by Kysely's
 * CamelCasePlugin (20 rows of a proposal list: ~20 µs of the main thread, bench/RESULTS.md, issue 33 §2).
 */

const names = new Map<string, string>();

/** A column's camelCase name, as Kysely's CamelCasePlugin (default options) maps it: `_x` → `X`. */
export function camelCaseName(column: string): string {
  let name = names.get(column);
  if (name === undefined) {
    name = column.slice(0, 1);
    for (let i = 1; i < column.length; i++) {
      const char = column[i]!;
      if (char !== '_') name += column[i - 1] === '_' ? char.toUpperCase() : char;
    }
    names.set(column, name);
  }
  return name;
}

/** The row arrays built with camelCase keys already (their values are never plain objects: SQLite's). */
export const camelCasedRows = new WeakSet<readonly unknown[]>();

/** Kysely's CamelCasePlugin, leaving alone the rows already made with camelCase keys. */
export class CamelCaseOncePlugin extends CamelCasePlugin {
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return camelCasedRows.has(args.result.rows) ? args.result : super.transformResult(args);
  }
}
