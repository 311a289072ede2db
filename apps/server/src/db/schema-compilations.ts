import type { Id, IsoTime } from './values';

/** 提案汇编 (issue 29 §3): one row per compilation run (migration 0039). */
export interface CompilationRunsTable {
  id: Id;
  sessionId: Id;
  /** public | internal */
  edition: string;
  /** queued | running | done | failed */
  state: string;
  /** COMPILATION_PHASES */
  phase: string;
  done: number;
  total: number;
  requestedBy: Id;
  docxAttachmentId: Id | null;
  pdfAttachmentId: Id | null;
  /** A message key when failed. */
  error: string | null;
  createdAt: IsoTime;
  startedAt: IsoTime | null;
  finishedAt: IsoTime | null;
  updatedAt: IsoTime;
}

export interface CompilationTables {
  compilationRuns: CompilationRunsTable;
}
