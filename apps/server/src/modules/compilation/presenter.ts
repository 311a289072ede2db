import type {
  CompilationEdition,
  CompilationPhase,
  CompilationRun,
  CompilationState,
} from '@cppcc/contracts';
import type { CompilationRunView } from './repository';

/** Where each phase sits on the progress bar: reading the proposals takes it to 80 %. */
const PHASE_START: Record<CompilationPhase, number> = {
  waiting: 0,
  reading: 0,
  writing: 80,
  converting: 90,
  finished: 100,
};

export function runPercent(phase: CompilationPhase, done: number, total: number): number {
  if (phase !== 'reading') return PHASE_START[phase];
  return total === 0 ? 0 : Math.min(80, Math.floor((done / total) * 80));
}

const file = (name: string | null, size: number | null) =>
  name === null ? null : { fileName: name, size: Number(size ?? 0) };

export function presentRun(row: CompilationRunView): CompilationRun {
  const phase = row.phase as CompilationPhase;
  const state = row.state as CompilationState;
  const done = Number(row.done);
  const total = Number(row.total);
  return {
    id: row.id,
    session: { id: row.sessionId, name: row.sessionName },
    edition: row.edition as CompilationEdition,
    state,
    phase,
    done,
    total,
    percent: state === 'done' ? 100 : runPercent(phase, done, total),
    requestedBy: { id: row.requestedBy, displayName: row.requesterName },
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    docx: state === 'done' ? file(row.docxName, row.docxSize) : null,
    pdf: state === 'done' ? file(row.pdfName, row.pdfSize) : null,
    error: row.error,
  };
}
