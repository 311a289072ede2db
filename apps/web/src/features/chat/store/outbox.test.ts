import type { ChatMessage } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import type { AppDispatch, RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { connected } from '../lib/scriptedRealtime';
import { selectOutbox } from './index';
import { retryChatMessage, sendChatMessage } from './sendMessage';

/** A store holding the open chat c1 with u2, and a real realtime client on a scripted socket. */
async function setup() {
  const store = makeStore();
  const dispatch = store.dispatch as AppDispatch;
  const state = () => store.getState() as RootState;
  await dispatch(chatApi.util.upsertQueryData('getChat', 'u2', { id: 'c1', dialog: [], hasMore: false }));
  const socket = connected();
  const selectChat = chatApi.endpoints.getChat.select('u2');
  // The api injected its endpoints into the shared store: its state type knows its tags, RootState not.
  const dialog = () => selectChat(state() as Parameters<typeof selectChat>[0]).data?.dialog ?? [];
  const outbox = () => Object.values(selectOutbox(state()));
  const outboxKeys = () => Object.keys(selectOutbox(state()));
  /** Resolves once the store satisfies `condition` (a real condition, no sleep). */
  const until = (condition: () => boolean) =>
    new Promise<void>((resolve) => {
      if (condition()) return resolve();
      const stop = store.subscribe(() => {
        if (!condition()) return;
        stop();
        resolve();
      });
    });
  const lastFrame = () => socket.sent.filter((frame) => frame.type === 'chat.send').at(-1)!;
  const ack = (message: ChatMessage) =>
    socket.frame({
      type: 'chat.sent',
      clientId: lastFrame().clientId,
      chatId: 'c1',
      contactId: 'u2',
      message,
    });
  return { dispatch, socket, dialog, outbox, outboxKeys, until, ack, lastFrame };
}

const body = { chatId: 'c1', contactId: 'u2', message: { who: 'me', message: '明天见' } };
const stored: ChatMessage = { who: 'me', message: '明天见', time: '2026-11-28T10:00:00.000Z' };

describe('a message sent over the socket (pending, then sent or failed)', () => {
  it('shows pending until acknowledged, then the stored message alone', async () => {
    const { dispatch, socket, dialog, outbox, ack } = await setup();
    const sending = dispatch(sendChatMessage(body, { client: socket.client }));
    expect(dialog().map((message) => message.message)).toEqual(['明天见']);
    expect(outbox()).toMatchObject([{ status: 'pending', text: '明天见', chatId: 'c1' }]);
    ack(stored);
    await expect(sending).resolves.toBeNull();
    expect(dialog()).toEqual([stored]);
    expect(outbox()).toEqual([]);
  });

  it('fails when the socket drops before the answer, and is sent again on retry', async () => {
    const { dispatch, socket, dialog, outbox, outboxKeys, until, lastFrame } = await setup();
    const sending = dispatch(sendChatMessage(body, { client: socket.client }));
    const firstId = lastFrame().clientId;
    socket.drop();
    await expect(sending).resolves.toEqual({ error: undefined });
    // Still in the dialog, marked failed (whether it was stored nobody knows: no error text of the server).
    expect(dialog()).toHaveLength(1);
    expect(outbox()).toMatchObject([{ status: 'failed', text: '明天见' }]);
    expect(outbox()[0]?.error).toBeUndefined();

    // Reconnected: the retry takes the failed one back and sends the text anew.
    const again = connected();
    const [failedKey] = outboxKeys();
    const retried = dispatch(retryChatMessage(failedKey!, 'me', { client: again.client }));
    expect(outbox()).toMatchObject([{ status: 'pending' }]);
    const frame = again.sent.find((event) => event.type === 'chat.send');
    // Sent again under the same client id: if the first was stored after all, the server answers that one.
    expect(frame).toMatchObject({
      clientId: firstId,
      chatId: 'c1',
      contactId: 'u2',
      message: { message: '明天见' },
    });
    again.frame({
      type: 'chat.sent',
      clientId: frame?.clientId,
      chatId: 'c1',
      contactId: 'u2',
      message: stored,
    });
    await expect(retried).resolves.toBeNull();
    await until(() => outbox().length === 0);
    expect(dialog()).toEqual([stored]);
  });

  it('fails when no answer comes in time; a late acknowledgement still shows it stored', async () => {
    const { dispatch, socket, dialog, outbox, until, ack } = await setup();
    const sending = dispatch(sendChatMessage(body, { client: socket.client, timeoutMs: 0 }));
    await until(() => outbox()[0]?.status === 'failed');
    expect(dialog()).toHaveLength(1);
    ack(stored);
    await expect(sending).resolves.toBeNull();
    expect(outbox()).toEqual([]);
    expect(dialog()).toEqual([stored]);
  });
});
