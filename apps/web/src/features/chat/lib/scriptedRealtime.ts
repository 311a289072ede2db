import { RealtimeClient, type SocketLike } from '../../../shared/realtime/realtimeClient';
import { parseServerEvent } from '../../../shared/realtime/serverEvents';

/** A real client on a scripted socket: what it sent, and the server's frames and close on demand. */
export function connected(open = true) {
  const sent: Record<string, unknown>[] = [];
  let socket: SocketLike & { readyState: number } = undefined as never;
  const client = new RealtimeClient({
    createSocket: () => {
      socket = {
        readyState: 0,
        send: (data: string) => void sent.push(JSON.parse(data) as Record<string, unknown>),
        close: () => undefined,
        onmessage: null,
        onclose: null,
        onerror: null,
      } as unknown as SocketLike & { readyState: number };
      return socket;
    },
    urlFor: () => 'ws://test',
    random: () => 0.5,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    parse: parseServerEvent,
  });
  client.start(() => 'token');
  const frame = (data: unknown): void => {
    socket.onmessage?.call(socket as unknown as WebSocket, { data: JSON.stringify(data) } as MessageEvent);
  };
  if (open) {
    socket.readyState = 1;
    frame({ type: 'ready', userId: 'me' });
  }
  const drop = () => {
    socket.readyState = 3;
    socket.onclose?.call(socket as unknown as WebSocket, { code: 1006 } as CloseEvent);
  };
  return { client, sent, frame, drop };
}
