import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use, synchronously: packages only a few routes need (the DOCX
 * writer, the HTML sanitizer, pinyin) stay out of the server's cold start (issue 20), and their callers
 * stay synchronous.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
