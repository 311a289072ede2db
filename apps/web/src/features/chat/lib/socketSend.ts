import type { ChatMessage, SendMessageBody } from '@cppcc/contracts';
import type { RealtimeClient } from '../../../shared/realtime/realtimeClient';

/** The server refused the message (nothing stored): `error` is its message key. */
export class SocketSendRefused extends Error {
  override name = 'SocketSendRefused';
  constructor(readonly error: string) {
    super(error);
  }
}

/** The socket went away before the answer: the message may or may not be stored (a refetch tells). */
export class SocketSendLost extends Error {
  override name = 'SocketSendLost';
}

/**
 * Sends a chat message over the open realtime socket (issue 33 §3: no HTTP request per message) and resolves
 * with the stored message once the server acknowledged it (`chat.sent`, sent after the commit). The
 * message's client id names the answer and is what the server stores it under: a resend of it answers the
 * stored message. Null when the socket is not open: the caller sends over HTTP instead.
 */
export function sendOverSocket(
  client: RealtimeClient,
  body: SendMessageBody & { clientId: string },
): Promise<ChatMessage> | null {
  if (client.getState() !== 'open') return null;
  const { clientId } = body;
  let stop = () => undefined as void;
  const answer = new Promise<ChatMessage>((resolve, reject) => {
    const stopSignals = client.subscribe((signal) => {
      if (signal.type === 'chat.sent' && signal.clientId === clientId) resolve(signal.message);
      else if (signal.type === 'chat.refused' && signal.clientId === clientId)
        reject(new SocketSendRefused(signal.error));
    });
    const stopState = client.subscribeState(() => {
      if (client.getState() !== 'open') reject(new SocketSendLost('realtime socket closed'));
    });
    stop = () => {
      stopSignals();
      stopState();
    };
  });
  const sent = client.send({
    type: 'chat.send',
    clientId,
    chatId: body.chatId,
    contactId: body.contactId,
    message: { message: body.message.message },
  });
  if (!sent) {
    stop();
    return null;
  }
  return answer.finally(stop);
}
