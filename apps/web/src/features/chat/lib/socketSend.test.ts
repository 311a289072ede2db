import { describe, expect, it } from 'vitest';
import { connected } from './scriptedRealtime';
import { sendOverSocket, SocketSendLost, SocketSendRefused } from './socketSend';

const body = { clientId: 'k1', chatId: 'c1', contactId: 'u2', message: { message: '明天见' } };
const stored = { who: 'me', message: '明天见', time: '2026-11-28T10:00:00.000Z' };

describe('sendOverSocket', () => {
  it('sends chat.send and resolves with the acknowledged stored message', async () => {
    const { client, sent, frame } = connected();
    const answer = sendOverSocket(client, body);
    expect(answer).not.toBeNull();
    const frameSent = sent.find((event) => event.type === 'chat.send');
    // The message's own client id names the frame (the server stores the message under it).
    expect(frameSent).toMatchObject({
      clientId: 'k1',
      chatId: 'c1',
      contactId: 'u2',
      message: { message: '明天见' },
    });
    const clientId = 'k1';
    // Another send's answer is not this one's.
    frame({
      type: 'chat.sent',
      clientId: `${clientId}x`,
      chatId: 'c1',
      contactId: 'u2',
      message: { ...stored, message: '别的' },
    });
    frame({ type: 'chat.sent', clientId, chatId: 'c1', contactId: 'u2', message: stored });
    await expect(answer).resolves.toEqual(stored);
  });

  it('rejects with the refusal’s key, and as lost when the socket drops first', async () => {
    const refusedCase = connected();
    const refused = sendOverSocket(refusedCase.client, body);
    const clientId = refusedCase.sent.find((event) => event.type === 'chat.send')?.clientId;
    refusedCase.frame({ type: 'chat.refused', clientId, error: 'chat.contactNotAllowed' });
    await expect(refused).rejects.toEqual(new SocketSendRefused('chat.contactNotAllowed'));

    const lostCase = connected();
    const lost = sendOverSocket(lostCase.client, body);
    lostCase.drop();
    await expect(lost).rejects.toBeInstanceOf(SocketSendLost);
  });

  it('is null while the socket is not open, so the caller sends over HTTP', () => {
    const { client, sent } = connected(false);
    expect(sendOverSocket(client, body)).toBeNull();
    expect(sent).toEqual([]);
  });
});
