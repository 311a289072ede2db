import { z } from 'zod';
import { imageUrlSchema } from '../imageUrl';
import { authRoles, hasAccess, ROLES, type AuthList, type Role } from '../roles';
import { mailRealtimeEventSchema } from '../mail/mail';
import { scrumboardRealtimeEventSchema } from '../scrumboard/scrumboard';

/**
 * Team chat (seed 000 §2.4, §3, §4, §7; seed 001 /apps/chat) between the system's real users. The shapes are
 * the seed's: a chat profile with its chat list, contacts with status and unread count, a chat with its
 * dialog of `{ who, message, time }`. Realtime events travel over the WebSocket at REALTIME_PATH.
 */

export const CHAT_STATUSES = ['online', 'do-not-disturb', 'away', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** What a user may choose; `offline` is what others see when no connection of theirs is open. */
export const CHOOSABLE_CHAT_STATUSES = ['online', 'do-not-disturb', 'away'] as const;

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_MOOD_MAX = 200;
export const CHAT_NAME_MAX = 60;
/** Messages get-chat returns (the newest), and the largest page of GET /api/chat/messages. */
export const CHAT_PAGE_SIZE = 50;
/** The longest client id of a send (the client's own key for its message, e.g. a UUID). */
export const CHAT_CLIENT_ID_MAX = 64;
/** After the last connection of a user closes, they show as offline once this much time has passed. */
export const PRESENCE_GRACE_MS = 5000;

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
