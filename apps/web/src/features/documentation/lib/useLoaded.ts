import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; value: T };

type Outcome<T> = { key: string } & ({ ok: true; value: T } | { ok: false });

/** The result of an async load (a chunk of the documentation), started again when `key` changes. */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setOutcome({ key, ok: true, value }),
      () => current && setOutcome({ key, ok: false }),
    );
    return () => {
      current = false;
    };
    // `load` follows from `key`: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  if (outcome?.key !== key) return { state: 'loading' };
  return outcome.ok ? { state: 'ready', value: outcome.value } : { state: 'failed', retry };
}
