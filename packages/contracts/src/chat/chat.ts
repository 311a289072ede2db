import { z } from 'zod';
import { imageUrlSchema } from '../imageUrl';
import { authRoles, hasAccess, ROLES, type AuthList, type Role } from '../roles';
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_MOOD_MAX,
  CHAT_NAME_MAX,
  CHAT_PAGE_SIZE,
  CHAT_STATUSES,
  CHOOSABLE_CHAT_STATUSES,
} from './limits';
import { chatMessageSchema, type RealtimeServerEvent } from './realtimeEvents';

// Apart so that the chat panel's limits and the realtime client's event schemas load without the chat API's
// schemas (or mail's and the boards' through them): issue 33 §1, the landings' after-content task.
export * from './limits';
export {
  chatMessageSchema,
  realtimeServerEventSchema,
  type ChatMessage,
  type RealtimeServerEvent,
} from './realtimeEvents';

/**
 * Team chat (seed 000 §2.4, §3, §4, §7; seed 001 /apps/chat) between the system's real users. The shapes are
 * the seed's: a chat profile with its chat list, contacts with status and unread count, a chat with its
 * dialog of `{ who, message, time }`. Realtime events travel over the WebSocket at REALTIME_PATH.
 */

export const chatListEntrySchema = z.object({
  chatId: z.string(),
  contactId: z.string(),
  lastMessageTime: z.string(),
});
export type ChatListEntry = z.infer<typeof chatListEntrySchema>;

/** The signed-in user's chat profile (GET /api/chat/user). */
export const chatUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The status the user chose (what others see while the user is connected). */
  status: z.enum(CHAT_STATUSES),
  mood: z.string(),
  chatList: z.array(chatListEntrySchema),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** What the viewer sees now: `offline` when the contact has no open connection. */
  status: z.enum(CHAT_STATUSES),
  mood: z.string(),
  /** The contact's role and unit, to tell people apart (e.g. 发改委 张伟). */
  role: z.string(),
  unitName: z.string().nullable(),
  /** Unread messages from this contact; absent when none. */
  unread: z.number().int().positive().optional(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatSchema = z.object({
  id: z.string(),
  /** Oldest first; get-chat holds the newest CHAT_PAGE_SIZE. */
  dialog: z.array(chatMessageSchema),
  /** Older messages exist (page them with GET /api/chat/messages). */
  hasMore: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /api/chat/get-chat?contactId&userId: opens (creating if need be) the chat and marks it read. */
export const getChatQuerySchema = z.object({
  contactId: z.string().min(1),
  /** The seed sends the signed-in user's id; the server takes the user from the token and checks they match. */
  userId: z.string().optional(),
});
export const getChatAnswerSchema = z.object({ chat: chatSchema, userChatData: chatUserSchema });
export type GetChatAnswer = z.infer<typeof getChatAnswerSchema>;

/** GET /api/chat/messages?chatId&before: one page of older messages, oldest first. */
export const chatMessagesQuerySchema = z.object({
  chatId: z.string().min(1),
  /** ISO time: only messages strictly before it. */
  before: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export const chatMessagesAnswerSchema = z.object({
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});

/** POST /api/chat/user/data: a partial profile merged into the user's own. */
export const chatUserDataSchema = z
  .object({
    name: z
      .string({ error: 'chat.nameRequired' })
      .trim()
      .min(1, { error: 'chat.nameRequired' })
      .max(CHAT_NAME_MAX),
    avatar: imageUrlSchema.nullable(),
    status: z.enum(CHOOSABLE_CHAT_STATUSES),
    mood: z.string().max(CHAT_MOOD_MAX),
  })
  .partial();
export type ChatUserData = z.infer<typeof chatUserDataSchema>;

/**
 * POST /api/chat/send-message. `who` and `time` of the message are set by the server (the sender and now);
 * the seed's client sends them, so they are accepted and ignored. An empty or blank message is refused.
 */
export const sendMessageBodySchema = z.object({
  /**
   * The client's key for this message, kept across its resends (socket or HTTP): per sender, the server
   * stores a key once and answers a repeated send with the message already stored (same time), not a copy.
   */
  clientId: z.string().min(1).max(CHAT_CLIENT_ID_MAX).optional(),
  chatId: z.string().min(1),
  contactId: z.string().min(1),
  message: z.object({
    who: z.string().optional(),
    message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
    time: z.string().optional(),
  }),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const sendMessageAnswerSchema = z.object({ message: chatMessageSchema, userChatData: chatUserSchema });
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/** Who may chat at all: every committee role; a plain `user` (no committee role yet) may not. */
export const CHAT_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'user');

/**
 * Who may talk to whom. Staff and admin talk to everyone; a member to staff, admin and the undertakers of
 * units handling the member's proposals; an undertaker to staff, admin, the people of the own unit and the
 * signers of proposals the unit handles; a plain user (role `user` only: no committee role yet) to no one,
 * like the proposal lists show them nothing. `handles` says whether the two
 * are linked by a proposal task (the server answers it from the tables); the rule is symmetric.
 */
export function mayChat(
  a: { roles: readonly Role[] | readonly string[] },
  b: { roles: readonly Role[] | readonly string[] },
  linkedByProposal: boolean,
  sameUnit: boolean,
): boolean {
  const committee = (roles: readonly string[]) => hasAccess(CHAT_ROLES, roles);
  if (!committee(a.roles) || !committee(b.roles)) return false;
  const office = (roles: readonly string[]) => roles.includes('admin') || roles.includes('staff');
  if (office(a.roles) || office(b.roles)) return true;
  if (sameUnit && a.roles.includes('undertaker') && b.roles.includes('undertaker')) return true;
  const pair = (x: readonly string[], y: readonly string[]) =>
    x.includes('members') && y.includes('undertaker');
  return linkedByProposal && (pair(a.roles, b.roles) || pair(b.roles, a.roles));
}

/**
 * Who may hear an event, checked for every socket it is sent to (against the socket's current roles): the
 * chat's events need a chat role, the others (notifications, mail, boards, `resync`) any signed-in user.
 */
export function realtimeEventAuth(type: RealtimeServerEvent['type']): AuthList {
  switch (type) {
    case 'chat.message':
    case 'chat.sent':
    case 'chat.refused':
    case 'chat.read':
    case 'presence':
    case 'typing':
      return CHAT_ROLES;
    default:
      return authRoles.signedIn;
  }
}

/**
 * A message sent over the already-open socket (issue 33 §3): no HTTP request and no token check per message.
 * The body is the HTTP send's (`sendMessageBodySchema`), checked by the server, which answers `chat.sent` once
 * the message is committed or `chat.refused` with the message key; only loosely shaped here so that a bad
 * message is refused by name rather than dropped unanswered.
 */
export const chatSendEventSchema = z.object({
  type: z.literal('chat.send'),
  clientId: z.string().min(1).max(CHAT_CLIENT_ID_MAX),
  chatId: z.string(),
  contactId: z.string(),
  message: z.object({ message: z.string() }),
});
export type ChatSendEvent = z.infer<typeof chatSendEventSchema>;

/** Client → server. */
export const realtimeClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), contactId: z.string() }),
  chatSendEventSchema,
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientEvent = z.infer<typeof realtimeClientEventSchema>;

/** Who may send a client event: the chat's need a chat role. */
export function realtimeClientEventAuth(type: RealtimeClientEvent['type']): AuthList {
  return type === 'ping' ? authRoles.signedIn : CHAT_ROLES;
}
