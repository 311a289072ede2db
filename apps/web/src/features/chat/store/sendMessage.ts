import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage, SendMessageBody } from '@cppcc/contracts';
import type { ApiError } from '../../../shared/api/apiError';
import { realtime } from '../../../shared/realtime/realtime';
import type { RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { mergeMessages, messageKey } from '../lib/dialog';
import { sendOverSocket, SocketSendLost } from '../lib/socketSend';

/** Why a send failed: the HTTP send's error, or the socket lost before its answer (`undefined` detail). */
export type SendFailure = { error: ApiError | SerializedError | undefined };

/**
 * Sends a message: shown at once (optimistic, with the device's time), then replaced by the stored one
 * when the server acknowledged it. Over the open realtime socket when there is one (issue 33 §3), else —
 * or when the socket refused it, which stores nothing — over HTTP, whose answer says why it failed.
 * Resolves null when sent; on failure the optimistic message is taken back.
 */
export function sendChatMessage(
  body: SendMessageBody & { message: { who: string } },
): ThunkAction<Promise<SendFailure | null>, RootState, unknown, UnknownAction> {
  return async (dispatch) => {
    const optimistic: ChatMessage = {
      who: body.message.who,
      message: body.message.message.trim(),
      time: new Date().toISOString(),
    };
    const key = messageKey(optimistic);
    const patch = (change: (dialog: ChatMessage[]) => ChatMessage[]) =>
      dispatch(
        chatApi.util.updateQueryData('getChat', body.contactId, (chat) => {
          if (chat.id === body.chatId) chat.dialog = change(chat.dialog);
        }),
      );
    const withoutOptimistic = (dialog: ChatMessage[]) =>
      dialog.filter((message) => messageKey(message) !== key);
    patch((dialog) => mergeMessages(dialog, [optimistic]));

    const overSocket = sendOverSocket(realtime, body);
    if (overSocket) {
      try {
        const stored = await overSocket;
        patch((dialog) => mergeMessages(withoutOptimistic(dialog), [stored]));
        return null;
      } catch (error) {
        if (error instanceof SocketSendLost) {
          // Stored or not, nobody knows yet: the reconnect's refetch shows it if it was.
          patch(withoutOptimistic);
          return { error: undefined };
        }
        // Refused: nothing was stored, and the HTTP send answers in the user's language why.
      }
    }
    const result = await dispatch(chatApi.endpoints.sendMessage.initiate(body, { track: false }));
    // The answer's message was merged by the mutation itself.
    patch(withoutOptimistic);
    return result.error ? { error: result.error } : null;
  };
}
