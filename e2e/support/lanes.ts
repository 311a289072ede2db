// The browser tests run in lanes side by side (`workers` in playwright.config.ts, E2E_WORKERS): each lane is
// one Playwright worker with a server and a database of its own, started by the global setup on copies of
// the run's seeded data, so a spec never sees another lane's writes (a count, a list's first row, a queue)
// and the specs need not know they share the machine. A spec file runs whole in one lane (not fully
// parallel); a lane's specs run one after another against its server, as all of them did with one worker.

/**
 * The lane of this process: Playwright's parallel index in a worker (0 … workers − 1; a worker started again
 * after a failure keeps its index, hence its server), 0 in the runner and in scripts outside Playwright.
 */
export function laneIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The environment variable that carries lane `lane`'s server address from the global setup to workers. */
export function laneUrlVariable(lane: number): string {
  return `E2E_BASE_URL_${lane}`;
}

/** This lane's server; E2E_BASE_URL when the run was pointed at a server of its own (one for every lane). */
export function laneBaseUrl(): string | undefined {
  return process.env[laneUrlVariable(laneIndex())] ?? process.env.E2E_BASE_URL;
}
