import { compilationActive, type CompilationRun } from '@cppcc/contracts';

/** How often the page asks for progress while a run is being built (none when nothing is). */
export const POLL_MS = 1000;

export function pollingInterval(runs: readonly CompilationRun[] | undefined): number {
  return runs?.some((run) => compilationActive(run.state)) ? POLL_MS : 0;
}

/** "1.2 MB" / "340 KB" */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
