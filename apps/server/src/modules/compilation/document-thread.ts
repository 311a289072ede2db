import { Worker } from 'node:worker_threads';
import { workerSource } from '../../lib/worker-source';
import type { CompilationContent } from './content';
import type { DocumentAnswer, DocumentJob } from './document-worker';

interface Pending {
  job: DocumentJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread builds the compilations' documents, one at a time, in the order asked: a big session's
 * DOCX is seconds of CPU that would otherwise block every request of this server. The thread starts with
 * the first document, stays for the next ones, and does not keep the process alive while idle.
 */
class DocumentThread {
  #worker: Worker | undefined;
  #current: Pending | undefined;
  #queue: Pending[] = [];
  #nextId = 1;

  build(content: CompilationContent): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, content }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Whether a worker thread is running now (started by a document, gone after a crash). */
  get started(): boolean {
    return this.#worker !== undefined;
  }

  #dispatch(): void {
    if (this.#current) return;
    const next = this.#queue.shift();
    if (!next) return;
    const worker = (this.#worker ??= this.#start());
    this.#current = next;
    worker.ref();
    try {
      worker.postMessage(next.job);
    } catch (error) {
      // The content could not be copied to the thread (it is plain data; this would be a bug).
      this.#settle(next.job.id, { id: next.job.id, error: { name: 'Error', message: String(error) } });
    }
  }

  #start(): Worker {
    const script = workerSource(import.meta.url, {
      source: './document-worker.ts',
      bundled: './compilation-document-worker.js',
    });
    const worker = new Worker(script);
    worker.unref();
    worker.on('message', (answer: DocumentAnswer) => this.#settle(answer.id, answer));
    // 'error' (the worker threw outside a job) is followed by 'exit'.
    worker.on('error', (error) => this.#lost(worker, error));
    worker.on('exit', (code) =>
      this.#lost(worker, new Error(`compilation document worker exited (${code})`)),
    );
    return worker;
  }

  #settle(id: number, answer: DocumentAnswer): void {
    const pending = this.#current;
    if (!pending || pending.job.id !== id) return;
    this.#current = undefined;
    this.#worker?.unref();
    if ('bytes' in answer)
      pending.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    else {
      const error = new Error(answer.error.message);
      error.name = answer.error.name;
      if (answer.error.stack) error.stack = answer.error.stack;
      pending.reject(error);
    }
    this.#dispatch();
  }

  /** The thread died: its job fails, the next job starts a new thread. */
  #lost(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    const pending = this.#current;
    this.#current = undefined;
    pending?.reject(error);
    this.#dispatch();
  }
}

/** The process's one document thread. */
export const documentThread = new DocumentThread();

/** The compilation as DOCX bytes, built on the document thread. */
export const buildCompilationDocumentOffThread = (content: CompilationContent) =>
  documentThread.build(content);
