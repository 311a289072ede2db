import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage, SendMessageBody } from '@cppcc/contracts';
import type { ApiError } from '../../../shared/api/apiError';
import { realtime } from '../../../shared/realtime/realtime';
import type { RealtimeClient } from '../../../shared/realtime/realtimeClient';
import type { RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { newClientId } from '../lib/clientId';
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
 *
 * The message gets its client id here, when composed (or keeps the one it was first sent with): every path
 * and every resend carries it, so a message stored before its answer was lost is answered, not stored
 * again, and the stored one replaces the pending copy whichever way it arrives (matched by the id).
 */
export function sendChatMessage(
  body: SendMessageBody & { message: { who: string } },
  options: { client?: RealtimeClient; timeoutMs?: number } = {},
): Thunk<Promise<SendFailure | null>> {
  return async (dispatch) => {
    const { chatId, contactId } = body;
    const sent = { ...body, clientId: body.clientId ?? newClientId() };
    const optimistic: ChatMessage = {
      who: body.message.who,
      message: body.message.message.trim(),
      time: new Date().toISOString(),
      clientId: sent.clientId,
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
    dispatch(outboxPending({ key, chatId, contactId, text: optimistic.message, clientId: sent.clientId }));
    dispatch(patchDialog(contactId, chatId, (dialog) => mergeMessages(dialog, [optimistic])));

    const overSocket = sendOverSocket(options.client ?? realtime, sent);
    if (overSocket) {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        dispatch(outboxFailed({ key }));
      }, options.timeoutMs ?? SOCKET_ANSWER_TIMEOUT_MS);
      try {
        const message = await overSocket;
        clearTimeout(timer);
        // Stored, also after all (a late answer): shown as stored. Had the failed one been sent again
        // meanwhile, that resend is answered with this same message.
        stored(message);
        return null;
      } catch (error) {
        clearTimeout(timer);
        // Stored or not, nobody knows yet: the reconnect's refetch shows it if it was.
        if (error instanceof SocketSendLost || timedOut) return failed(undefined);
        // Refused: nothing was stored, and the HTTP send answers in the user's language why.
      }
    }
    const result = await dispatch(chatApi.endpoints.sendMessage.initiate(sent, { track: false }));
    if (result.error) return failed(result.error);
    // The mutation merged the answer's message, in the pending copy's place (same client id); a server
    // that answers without the id leaves the copy beside it.
    if (messageKey(result.data.message) !== key) dispatch(patchDialog(contactId, chatId, without(key)));
    dispatch(outboxSettled(key));
    return null;
  };
}

/**
 * A failed message sent again: taken out of the dialog and sent anew (a new device time, pending) with its
 * client id, so that if the first send was stored after all the server answers that one.
 */
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
        {
          clientId: entry.clientId,
          chatId: entry.chatId,
          contactId: entry.contactId,
          message: { who, message: entry.text },
        },
        options,
      ),
    );
  };
}
