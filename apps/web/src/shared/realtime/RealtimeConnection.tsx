import { useEffect } from 'react';
import { browserStore } from '../session/expire';
import { readStoredToken } from '../session/storedSession';
import { useAppDispatch } from '../store/hooks';
import { parseEventsWith, realtime } from './realtime';
import { parseServerEvent } from './serverEvents';
import { sessionHandlers } from './sessionSignals';

/**
 * Keeps the realtime socket open while `userId` (the signed-in user) is set: it opens after sign-in,
 * closes on sign-out or when another user signs in (then opens again for them). When the server ends the
 * session or changes its rights, the socket hands over to the session handling. Renders nothing; the
 * signed-in shell mounts it lazily, so the sign-in pages never load it.
 */
export default function RealtimeConnection({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    parseEventsWith(parseServerEvent);
    realtime.start(() => readStoredToken(browserStore), sessionHandlers(dispatch));
    const online = () => realtime.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      realtime.stop();
    };
  }, [userId, dispatch]);
  return null;
}
