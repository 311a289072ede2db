import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../../shared/realtime/realtime';
import { useRealtimeEvents } from '../../../shared/realtime/hooks';

/** How long "is typing" shows after the last typing event, and how often we send ours at most. */
export const TYPING_SHOW_MS = 4000;
export const TYPING_SEND_MS = 2500;

/** Whether `contactId` is typing to us now: on for a while after each typing event, off at their message. */
export function useContactTyping(contactId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // The conversation is keyed by contact, so the state starts over with each contact.
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useRealtimeEvents((signal) => {
    if (signal.type === 'typing' && signal.contactId === contactId) {
      setTyping(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setTyping(false), TYPING_SHOW_MS);
    } else if (
      signal.type === 'chat.message' &&
      signal.contactId === contactId &&
      signal.message.who === contactId
    ) {
      window.clearTimeout(timer.current);
      setTyping(false);
    }
  });
  return typing;
}

/** Tells `contactId` that we are typing, at most every TYPING_SEND_MS. */
export function useTypingNotifier(contactId: string): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_SEND_MS) return;
    last.current = now;
    realtime.send({ type: 'typing', contactId });
  };
}
