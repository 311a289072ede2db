import path from 'node:path';

/**
 * The SQLite file generate-proposals.ts fills and proposals.ts serves (bench/out/ is git-ignored);
 * BENCH_SQLITE_FILE names another (statistics.ts keeps its smaller database apart).
 */
export const BENCH_SQLITE_FILE_PATH = process.env.BENCH_SQLITE_FILE
  ? path.resolve(process.env.BENCH_SQLITE_FILE)
  : path.resolve(import.meta.dirname, '../out/cppcc.sqlite');
/** A phrase in about 1 of 5,000 generated proposals: the "rare term" of the search benchmark. */
export const RARE_PHRASE = '智慧停车泊位共享';
