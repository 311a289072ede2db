import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage, SendMessageBody } from '@cppcc/contracts';
import type { ApiError } from '../../../shared/api/apiError';
import { realtime } from '../../../shared/realtime/realtime';
import type { RealtimeClient } from '../../../shared/realtime/realtimeClient';
import type { RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { mergeMessages, messageKey } from '../lib/dialog';
import { sendOverSocket, SocketSendLost } from '../lib/socketSend';
import { outboxFailed, outboxPending, outboxSettled } from './outboxSlice';

/** Why a send failed: the HTTP send's error, or the socket lost / silent (`undefined` detail). */
export type SendFailure = { error: ApiError | SerializedError | undefined };

/**
 * With no answer over the socket after this long the message shows as failed (the user may send it again);
 * a late acknowledgement still replaces it with the stored one.
 */
export const SOCKET_ANSWER_TIMEOUT_MS = 10_000;

type Thunk<T> = ThunkAction<T, RootState, unknown, UnknownAction>;

/** The chat's cached dialog changed in place (the conversation shows it). */
const patchDialog =
  (contactId: string, chatId: string, change: (dialog: ChatMessage[]) => ChatMessage[]): Thunk<void> =>
  (dispatch) => {
    dispatch(
      chatApi.util.updateQueryData('getChat', contactId, (chat) => {
        if (chat.id === chatId) chat.dialog = change(chat.dialog);
      }),
    );
  };

const without = (key: string) => (dialog: ChatMessage[]) =>
  dialog.filter((message) => messageKey(message) !== key);

/**
 * Sends a message: shown at once (optimistic, with the device's time) and marked pending in the outbox,
 * then replaced by the stored one when the server acknowledged it. Over the open realtime socket when
 * there is one (issue 33 §3), else — or when the socket refused it, which stores nothing — over HTTP,
 * whose answer says why it failed. On failure the message stays in the dialog marked failed, to be sent
 * again (`retryChatMessage`). Resolves null when sent.
 */
export function sendChatMessage(
  body: SendMessageBody & { message: { who: string } },
  options: { client?: RealtimeClient; timeoutMs?: number } = {},
): Thunk<Promise<SendFailure | null>> {
  return async (dispatch, getState) => {
    const { chatId, contactId } = body;
    const optimistic: ChatMessage = {
      who: body.message.who,
      message: body.message.message.trim(),
      time: new Date().toISOString(),
    };
    const key = messageKey(optimistic);
    const stored = (message: ChatMessage) => {
      dispatch(patchDialog(contactId, chatId, (dialog) => mergeMessages(without(key)(dialog), [message])));
      dispatch(outboxSettled(key));
    };
    const failed = (error: ApiError | SerializedError | undefined): SendFailure => {
      dispatch(outboxFailed(error ? { key, error } : { key }));
      return { error };
    };
    dispatch(outboxPending({ key, chatId, contactId, text: optimistic.message }));
    dispatch(patchDialog(contactId, chatId, (dialog) => mergeMessages(dialog, [optimistic])));

    const overSocket = sendOverSocket(options.client ?? realtime, body);
    if (overSocket) {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        dispatch(outboxFailed({ key }));
      }, options.timeoutMs ?? SOCKET_ANSWER_TIMEOUT_MS);
      try {
        const message = await overSocket;
        clearTimeout(timer);
        // Stored after all (a late answer): shown as stored, unless the failed one was already sent again.
        if (!timedOut || getState().chatOutbox?.[key]) stored(message);
        return null;
      } catch (error) {
        clearTimeout(timer);
        // Stored or not, nobody knows yet: the reconnect's refetch shows it if it was.
        if (error instanceof SocketSendLost || timedOut) return failed(undefined);
        // Refused: nothing was stored, and the HTTP send answers in the user's language why.
      }
    }
    const result = await dispatch(chatApi.endpoints.sendMessage.initiate(body, { track: false }));
    if (result.error) return failed(result.error);
    // The answer's message was merged by the mutation itself.
    dispatch(patchDialog(contactId, chatId, without(key)));
    dispatch(outboxSettled(key));
    return null;
  };
}

/** A failed message sent again: taken out of the dialog and sent as new (a new time, pending). */
export function retryChatMessage(
  key: string,
  who: string,
  options: { client?: RealtimeClient; timeoutMs?: number } = {},
): Thunk<Promise<SendFailure | null>> {
  return async (dispatch, getState) => {
    const entry = getState().chatOutbox?.[key];
    if (!entry || entry.status !== 'failed') return null;
    dispatch(outboxSettled(key));
    dispatch(patchDialog(entry.contactId, entry.chatId, without(key)));
    return dispatch(
      sendChatMessage(
        { chatId: entry.chatId, contactId: entry.contactId, message: { who, message: entry.text } },
        options,
      ),
    );
  };
}
