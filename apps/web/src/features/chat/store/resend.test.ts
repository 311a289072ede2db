import type { ChatMessage, ChatUser } from '@cppcc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { AppDispatch, RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { connected } from '../lib/scriptedRealtime';
import { selectOutbox } from './index';
import { chatSignalReceived } from './realtimeSignals';
import { retryChatMessage, sendChatMessage } from './sendMessage';

// fetchBaseQuery builds a Request from '/api/…'; Node needs an origin to parse it.
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

const profile: ChatUser = { id: 'me', name: '我', avatar: null, status: 'online', mood: '', chatList: [] };

/** The server over fetch: what each call asked, and its answer from `answer`. */
function serve(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ path, body });
    return Response.json(answer(path, body));
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

/** A store with the open chat c1 with u2, and a message sent over a socket that dropped before its answer. */
async function droppedSend() {
  const store = makeStore();
  const dispatch = store.dispatch as AppDispatch;
  const state = () => store.getState() as RootState;
  await dispatch(chatApi.util.upsertQueryData('getChat', 'u2', { id: 'c1', dialog: [], hasMore: false }));
  const selectChat = chatApi.endpoints.getChat.select('u2');
  const dialog = () => selectChat(state() as Parameters<typeof selectChat>[0]).data?.dialog ?? [];
  const outbox = () => Object.entries(selectOutbox(state()));
  const socket = connected();
  const sending = dispatch(
    sendChatMessage(
      { chatId: 'c1', contactId: 'u2', message: { who: 'me', message: '明天见' } },
      {
        client: socket.client,
      },
    ),
  );
  const clientId = socket.sent.find((frame) => frame.type === 'chat.send')?.clientId as string;
  socket.drop();
  await expect(sending).resolves.toEqual({ error: undefined });
  expect(outbox()).toMatchObject([[expect.any(String), { status: 'failed', clientId }]]);
  /** What the server stored before the socket dropped: its time, the same client id. */
  const stored: ChatMessage = { who: 'me', message: '明天见', time: '2026-11-28T10:00:00.000Z', clientId };
  return { dispatch, dialog, outbox, clientId, stored };
}

/** A resend after a dropped socket (issue 33 §3): the same client id on every path, the message shown once. */
describe('a message whose socket dropped before the answer', () => {
  it('is sent again over HTTP with its client id; the stored answer takes the copy’s place', async () => {
    const { dispatch, dialog, outbox, clientId, stored } = await droppedSend();
    const calls = serve(() => ({ message: stored, userChatData: profile }));
    const key = outbox()[0]![0];
    // The socket is not open again yet: "Send again" goes over HTTP.
    const retried = dispatch(retryChatMessage(key, 'me', { client: connected(false).client }));
    await expect(retried).resolves.toBeNull();
    expect(calls).toMatchObject([{ path: '/api/chat/send-message', body: { clientId, chatId: 'c1' } }]);
    expect(dialog()).toEqual([stored]);
    expect(outbox()).toEqual([]);
  });

  it('shows once, sent, when the reconnect’s refetch brings it stored', async () => {
    const { dispatch, dialog, outbox, stored } = await droppedSend();
    expect(dialog()).toHaveLength(1);
    serve(() => ({ chat: { id: 'c1', dialog: [stored], hasMore: false }, userChatData: profile }));
    await dispatch(chatApi.endpoints.getChat.initiate('u2', { subscribe: false, forceRefetch: true }));
    expect(dialog()).toEqual([stored]);
    expect(outbox()).toEqual([]);
  });

  it('shows once, sent, when its echo arrives on the next socket', async () => {
    const { dispatch, dialog, outbox, stored } = await droppedSend();
    dispatch(
      chatSignalReceived({ type: 'chat.message', chatId: 'c1', contactId: 'u2', message: stored, unread: 0 }),
    );
    expect(dialog()).toEqual([stored]);
    expect(outbox()).toEqual([]);
  });
});
