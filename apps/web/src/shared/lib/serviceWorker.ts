/**
 * Seed 000 §7: any service worker is unregistered at start, so a worker left by an older deployment on
 * the same origin can never serve stale files.
 */
export async function unregisterServiceWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
