import { z } from 'zod';
import { CHAT_STATUSES } from './limits';

/*
 * The realtime server events (chat, mail, boards) and only what they are made of: the realtime client parses
 * frames with these after a signed-in page's content, and evaluating the chat, mail and board API schemas
 * along with them was most of that after-content task (issue 33 §1). Re-exported by chat.ts, mail.ts and
 * scrumboard.ts.
 */

export const chatMessageSchema = z.object({
  /** The sender's user id. */
  who: z.string(),
  message: z.string(),
  /** ISO-8601 UTC. */
  time: z.string(),
  /**
   * The sender's own key for the message (`clientId` of the send), when the send named one: a resend with
   * the same key answers the message already stored, and the sender's client matches its pending copy by it.
   */
  clientId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A realtime event to a mailbox's owner: new mail arrived (`received`) or the unread count changed. */
export const mailRealtimeEventSchema = z.object({
  type: z.literal('mail'),
  unread: z.number().int().min(0),
  received: z.object({ mailId: z.string(), fromName: z.string(), subject: z.string() }).optional(),
});
export type MailRealtimeEvent = z.infer<typeof mailRealtimeEventSchema>;

/** Something changed on a board (or it was deleted): its members' screens reload it. */
export const scrumboardRealtimeEventSchema = z.object({
  type: z.literal('scrumboard'),
  boardId: z.string(),
  removed: z.boolean(),
});
export type ScrumboardRealtimeEvent = z.infer<typeof scrumboardRealtimeEventSchema>;

/** Server → client. */
export const realtimeServerEventSchema = z.discriminatedUnion('type', [
  /** A message in one of the user's chats (also the sender's own, for their other tabs). */
  z.object({
    type: z.literal('chat.message'),
    chatId: z.string(),
    /** The other person of the chat, seen from the receiver. */
    contactId: z.string(),
    message: chatMessageSchema,
    /** The receiver's unread count for this chat after the message. */
    unread: z.number().int().min(0),
  }),
  /**
   * The answer to the socket's own `chat.send` (to that socket only), once the message is committed: the
   * stored message (its time is the server's) for the client's `clientId`.
   */
  z.object({
    type: z.literal('chat.sent'),
    clientId: z.string(),
    chatId: z.string(),
    contactId: z.string(),
    message: chatMessageSchema,
  }),
  /** A `chat.send` refused (nothing stored): `error` is a message key, as a 4xx of the HTTP send would name. */
  z.object({ type: z.literal('chat.refused'), clientId: z.string(), error: z.string() }),
  /** The user read a chat (in another tab or window): its unread count is now 0. */
  z.object({ type: z.literal('chat.read'), chatId: z.string(), contactId: z.string() }),
  z.object({ type: z.literal('presence'), userId: z.string(), status: z.enum(CHAT_STATUSES) }),
  z.object({ type: z.literal('typing'), chatId: z.string(), contactId: z.string() }),
  /** A new in-app notification for the user (the bell refreshes its count and list). */
  z.object({ type: z.literal('notification'), unread: z.number().int().min(0) }),
  /** Sent once after the socket opened and was authenticated. */
  z.object({ type: z.literal('ready'), userId: z.string() }),
  /**
   * The server's shared channel was away (Redis): events may have been missed. Clients refetch what they
   * show, as after a reconnect.
   */
  z.object({ type: z.literal('resync') }),
  mailRealtimeEventSchema,
  scrumboardRealtimeEventSchema,
]);
export type RealtimeServerEvent = z.infer<typeof realtimeServerEventSchema>;
