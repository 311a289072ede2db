import { realtimeServerEventSchema, type RealtimeServerEvent } from '@cppcc/contracts';

/**
 * One server event from a frame, or null when it is not JSON or not in the contract. Apart from the client:
 * the schemas (zod, every realtime event of chat, mail and boards) load with the connection, after a page's
 * content, not with every page that listens (issue 33 §1).
 */
export function parseServerEvent(data: unknown): RealtimeServerEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = realtimeServerEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
