import { parentPort } from 'node:worker_threads';
import type { CompilationContent } from './content';
import { buildCompilationDocument } from './document';

/** A job for the compilation's document thread (document-thread.ts) and its answer. */
export interface DocumentJob {
  id: number;
  content: CompilationContent;
}
export type DocumentAnswer =
  | { id: number; bytes: Uint8Array }
  | { id: number; error: { name: string; message: string; stack?: string } };

// Building a whole session's document takes seconds of CPU: here it does not hold up the server's requests.
parentPort?.on('message', (job: DocumentJob) => {
  buildCompilationDocument(job.content).then(
    (bytes) => {
      // The buffer may be a slice of a pooled one: copy it into its own, then move that across.
      const own = new Uint8Array(bytes);
      parentPort?.postMessage({ id: job.id, bytes: own } satisfies DocumentAnswer, [own.buffer]);
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort?.postMessage({
        id: job.id,
        error: { name: failure.name, message: failure.message, stack: failure.stack },
      } satisfies DocumentAnswer);
    },
  );
});
