import type { SerializedError } from '@reduxjs/toolkit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../../shared/api/apiError';

/**
 * A message of mine shown in the dialog before the server acknowledged it: `pending` until the answer,
 * `failed` when refused, lost with the socket or unanswered in time (it can then be sent again).
 */
export interface OutboxEntry {
  chatId: string;
  contactId: string;
  text: string;
  /** The message's client id, kept when it is sent again (the server then answers the stored one). */
  clientId: string;
  status: 'pending' | 'failed';
  /** Why it failed: the HTTP send's error; none when the socket went away or no answer came in time. */
  error?: ApiError | SerializedError;
}

/** Keyed by the optimistic message's `messageKey` (its sender and client id), as the dialog shows it. */
export type OutboxState = Record<string, OutboxEntry>;

export const outboxSlice = createSlice({
  name: 'chatOutbox',
  initialState: (): OutboxState => ({}),
  reducers: {
    outboxPending(state, action: PayloadAction<{ key: string } & Omit<OutboxEntry, 'status' | 'error'>>) {
      const { key, ...entry } = action.payload;
      state[key] = { ...entry, status: 'pending' };
    },
    outboxFailed(state, action: PayloadAction<{ key: string; error?: ApiError | SerializedError }>) {
      const entry = state[action.payload.key];
      if (!entry) return;
      entry.status = 'failed';
      if (action.payload.error) entry.error = action.payload.error;
      else delete entry.error;
    },
    /** Acknowledged (the stored message replaced it) or taken back to be sent again. */
    outboxSettled(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
    /**
     * Seen stored (its echo, or a refetch after the socket dropped, shows it with its client id): sent,
     * whatever the send's own answer says or whether one still comes.
     */
    outboxStored(state, action: PayloadAction<readonly string[]>) {
      for (const key of action.payload) delete state[key];
    },
  },
  selectors: {
    selectOutbox: (state) => state,
  },
});

export const { outboxPending, outboxFailed, outboxSettled, outboxStored } = outboxSlice.actions;
