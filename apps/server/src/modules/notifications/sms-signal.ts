/**
 * A process-wide counter of "some notification now waits for its SMS", bumped by `notify` inside the
 * writer's transaction. After a request, the app's dispatcher looks at the SMS queue only when the
 * counter moved since it last looked, so requests that notified nobody cost no query. Each dispatcher
 * keeps its own last-seen value, so several apps in one process (tests) never steal each other's turn;
 * a bump from a transaction that rolled back only costs one empty look.
 */
let queued = 0;

export function smsQueued(): void {
  queued += 1;
}

export function smsQueuedCount(): number {
  return queued;
}
