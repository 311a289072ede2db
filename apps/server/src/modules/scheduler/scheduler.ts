import type { FastifyInstance } from 'fastify';
import { runJobsOnce, type JobsHost } from './jobs';

export interface Scheduler {
  /** No further runs; resolves when the one in progress (if any) is over. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs every `intervalMs` inside this process (0 = never). The next run is timed from the end
 * of the previous one, so runs never overlap; the timer is unref'd, so it never keeps the process alive.
 */
export function startScheduler(app: JobsHost, intervalMs: number): Scheduler {
  if (intervalMs <= 0) return { stop: () => Promise.resolve() };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
    running = runJobsOnce(app).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'scheduled jobs failed'),
    );
    void running.finally(() => {
      running = undefined;
      if (!stopped) schedule();
    });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** main.ts: the jobs start when the app is ready (JOBS_INTERVAL_SECONDS) and stop when it closes. */
export function scheduleJobs(app: FastifyInstance): void {
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', (done) => {
    scheduler = startScheduler(app, app.config.jobsIntervalSeconds * 1000);
    done();
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}
