import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './database';

/**
 * A Kysely of its own (so compiled shapes are built afresh for it) whose executor records every statement
 * as it runs, with its bound values: a plugin would see a compiled shape's build, with its marker values.
 * For reading the plans of the statements a repository function really runs (bench/lib/explain.ts, tests).
 */
export function recording(db: Database): { kysely: Database['kysely']; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const kysely = db.kysely.withPlugin(passThrough);
  const executor = kysely.getExecutor();
  const run = executor.executeQuery.bind(executor);
  executor.executeQuery = <R>(compiled: CompiledQuery) => {
    queries.push(compiled);
    return run<R>(compiled);
  };
  return { kysely, queries };
}

const passThrough: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
  transformResult: (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> =>
    Promise.resolve(args.result),
};
