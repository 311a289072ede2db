import type { Id, IsoTime } from './values';

/** The team chat tables (migrations 0008_chat, 0044_chat_client_ids). */

export interface ChatsTable {
  id: Id;
  /**
   * `<smaller user id>:<larger user id>` of a 1:1 chat, unique: the database itself keeps one chat per
   * pair, even when both people open it at the same moment on different servers.
   */
  pairKey: string;
  /** Time of the newest message; null while the chat is empty. Strictly increasing per chat. */
  lastMessageAt: IsoTime | null;
  createdAt: IsoTime;
}

export interface ChatMembersTable {
  chatId: Id;
  userId: Id;
  /** Messages from the others since this member last read the chat. */
  unread: number;
  lastReadAt: IsoTime | null;
}

export interface ChatMessagesTable {
  id: Id;
  chatId: Id;
  senderId: Id;
  body: string;
  createdAt: IsoTime;
  /** The sender's client's key for the message (0044), unique per sender; null when the send named none. */
  clientId: string | null;
}

/** A user's chat profile: chosen status and mood; name and avatar override the account's when set. */
export interface ChatProfilesTable {
  userId: Id;
  /** One of CHOOSABLE_CHAT_STATUSES (contracts). */
  status: string;
  mood: string;
  name: string | null;
  avatar: string | null;
  updatedAt: IsoTime;
}

export interface ChatTables {
  chats: ChatsTable;
  chatMembers: ChatMembersTable;
  chatMessages: ChatMessagesTable;
  chatProfiles: ChatProfilesTable;
}
