import { useEffect } from 'react';
import { browserStore } from '../session/expire';
import { readStoredToken } from '../session/storedSession';
import { realtime } from './realtime';

/**
 * Keeps the realtime socket open while `userId` (the signed-in user) is set: it opens after sign-in,
 * closes on sign-out or when another user signs in (then opens again for them). Renders nothing; the
 * signed-in shell mounts it lazily, so the sign-in pages never load it.
 */
export default function RealtimeConnection({ userId }: { userId: string }) {
  useEffect(() => {
    realtime.start(() => readStoredToken(browserStore));
    const online = () => realtime.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      realtime.stop();
    };
  }, [userId]);
  return null;
}
