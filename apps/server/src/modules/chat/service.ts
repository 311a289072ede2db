import {
  CHAT_PAGE_SIZE,
  CHOOSABLE_CHAT_STATUSES,
  mayChat,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatStatus,
  type ChatUser,
  type ChatUserData,
  type GetChatAnswer,
  type RealtimeServerEvent,
  type SendMessageAnswer,
  type SendMessageBody,
} from '@cppcc/contracts';
import {
  sendQueue,
  toMessage,
  writeBurst,
  type SendQueue,
  type SendRequest,
  type SendResult,
} from './send-batch';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson, newId, nowIso, toIso, type Clock, type Id } from '../../db/values';
import { badRequest, forbidden, invalidFields, notFound } from '../../http/errors';
import {
  chatsOf,
  contactInChat,
  findChatByPair,
  findPerson,
  findProfile,
  insertChatIfAbsent,
  insertMembers,
  listPeopleExcept,
  markChatRead,
  memberLinkedToUnit,
  messagesPage,
  pairKey,
  signersOfProposalsHandledBy,
  unitsHandlingProposalsOf,
  upsertProfile,
  type ChatPersonRow,
  type MyChatRow,
} from './repository';

/** Who calls the chat service: the signed-in user (routes) or a demo account (the seed). */
export interface ChatCaller {
  id: Id;
}

/** What the chat needs of the realtime layer (the hub satisfies it; the seed has none). */
export interface ChatRealtime {
  publish(userIds: readonly string[], event: RealtimeServerEvent): void;
  /** Several events of one change, to the other instances in one bus message. */
  publishAll(deliveries: readonly { userIds: string[]; event: RealtimeServerEvent }[]): void;
  broadcast(event: RealtimeServerEvent): void;
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Where a failure after the commit (a push, an acknowledgement) is reported. */
  log?: { warn(details: object, message: string): void };
}

export interface ChatDeps {
  realtime?: ChatRealtime | undefined;
  /** The service's time (the seed spreads its demo chats over days). */
  now?: Clock;
}

const DEFAULT_STATUS: ChatStatus = 'online';
/** The role shown beside a contact's name: the most telling of the account's roles. */
const ROLE_ORDER = ['admin', 'staff', 'undertaker', 'members', 'user'] as const;

const rolesOf = (person: ChatPersonRow): string[] => {
  const roles = fromDbJson<unknown>(person.roles);
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
};
const chosenStatusOf = (person: { status: string | null }): ChatStatus =>
  (CHOOSABLE_CHAT_STATUSES as readonly string[]).includes(person.status ?? '')
    ? (person.status as ChatStatus)
    : DEFAULT_STATUS;
const nameOf = (person: ChatPersonRow) => person.profileName ?? person.displayName;
const avatarOf = (person: ChatPersonRow) => person.profileAvatar ?? person.photoUrl;
const lastTime = (chat: MyChatRow) => chat.lastMessageAt ?? chat.createdAt;

/** The contact rule of `mayChat`, answered from the tables for one pair. */
export async function mayTalk(db: Kysely<DB>, a: ChatPersonRow, b: ChatPersonRow): Promise<boolean> {
  const aRoles = rolesOf(a);
  const bRoles = rolesOf(b);
  const sameUnit = a.unitId !== null && a.unitId === b.unitId;
  if (mayChat({ roles: aRoles }, { roles: bRoles }, false, sameUnit)) return true;
  const link = async (
    member: ChatPersonRow,
    memberRoles: string[],
    clerk: ChatPersonRow,
    clerkRoles: string[],
  ) =>
    memberRoles.includes('members') &&
    clerkRoles.includes('undertaker') &&
    clerk.unitId !== null &&
    (await memberLinkedToUnit(db, member.id, clerk.unitId));
  const linked = (await link(a, aRoles, b, bRoles)) || (await link(b, bRoles, a, aRoles));
  return mayChat({ roles: aRoles }, { roles: bRoles }, linked, sameUnit);
}

const requestOf = (caller: ChatCaller, body: SendMessageBody): SendRequest => ({
  senderId: caller.id,
  chatId: body.chatId,
  contactId: body.contactId,
  text: body.message.message.trim(),
  clientId: body.clientId,
});

/** One write queue per server instance (its realtime hub), whatever the number of service objects. */
const queues = new WeakMap<ChatRealtime, SendQueue>();
function queueOf(db: Kysely<DB>, realtime: ChatRealtime, now: Clock): SendQueue {
  let queue = queues.get(realtime);
  if (!queue) {
    queue = sendQueue(db, {
      now,
      mayTalk,
      // Both pushes of every message of the burst in one bus message (one Redis PUBLISH), in commit order.
      publishAll: (deliveries) => realtime.publishAll(deliveries),
      onError: (error) => realtime.log?.warn({ err: error }, 'chat: after-commit step failed'),
    });
    queues.set(realtime, queue);
  }
  return queue;
}

/**
 * Team chat (issue 8): 1:1 chats between the system's users, under the contact rule `mayChat`. Writes
 * happen in transactions; realtime events are published after they committed.
 */
export function chatService(db: Kysely<DB>, deps: ChatDeps = {}) {
  const now = deps.now ?? nowIso;
  const realtime = deps.realtime;
  const queue = realtime && queueOf(db, realtime, now);

  /** Stored through the instance's write queue (batched with the sends of the same moment), or alone. */
  async function store(request: SendRequest): Promise<SendResult> {
    if (queue) return queue.send(request);
    const { outcomes } = await writeBurst(db, [request], now, mayTalk);
    const outcome = outcomes[0]!;
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  async function me(caller: ChatCaller): Promise<ChatPersonRow> {
    const person = await findPerson(db, caller.id);
    if (!person) throw notFound();
    return person;
  }

  async function profile(person: ChatPersonRow): Promise<ChatUser> {
    const chats = await chatsOf(db, person.id);
    // ISO times of one format order as strings; plain comparison (no locale) is much cheaper.
    chats.sort((a, b) => (lastTime(a) < lastTime(b) ? 1 : lastTime(a) > lastTime(b) ? -1 : 0));
    return {
      id: person.id,
      name: nameOf(person),
      avatar: avatarOf(person),
      status: chosenStatusOf(person),
      mood: person.mood ?? '',
      chatList: chats.map((chat) => ({
        chatId: chat.chatId,
        contactId: chat.contactId,
        lastMessageTime: lastTime(chat),
      })),
    };
  }

  return {
    /** GET /api/chat/user */
    async user(caller: ChatCaller): Promise<ChatUser> {
      return profile(await me(caller));
    },

    /** GET /api/chat/contacts: those with chats first (newest first), then the rest by name. */
    async contacts(caller: ChatCaller): Promise<ChatContact[]> {
      const person = await me(caller);
      const myRoles = rolesOf(person);
      const [people, chats] = await Promise.all([listPeopleExcept(db, person.id), chatsOf(db, person.id)]);
      const myUnits = myRoles.includes('members')
        ? await unitsHandlingProposalsOf(db, person.id)
        : new Set<string>();
      const mySigners =
        myRoles.includes('undertaker') && person.unitId !== null
          ? await signersOfProposalsHandledBy(db, person.unitId)
          : new Set<string>();
      const allowed = people.filter((other) => {
        const linked = (other.unitId !== null && myUnits.has(other.unitId)) || mySigners.has(other.id);
        const sameUnit = person.unitId !== null && person.unitId === other.unitId;
        return mayChat({ roles: myRoles }, { roles: rolesOf(other) }, linked, sameUnit);
      });
      const chatWith = new Map(chats.map((chat) => [chat.contactId, chat]));
      const online = realtime ? await realtime.onlineAmong(allowed.map((other) => other.id)) : new Set();
      const contacts = allowed.map((other) => {
        const roles = rolesOf(other);
        const unread = chatWith.get(other.id)?.unread ?? 0;
        const contact: ChatContact = {
          id: other.id,
          name: nameOf(other),
          avatar: avatarOf(other),
          status: online.has(other.id) ? chosenStatusOf(other) : 'offline',
          mood: other.mood ?? '',
          role: ROLE_ORDER.find((role) => roles.includes(role)) ?? roles[0] ?? '',
          unitName: other.unitName,
        };
        if (unread > 0) contact.unread = unread;
        return contact;
      });
      const byName = new Intl.Collator('zh-CN');
      return contacts.sort((a, b) => {
        const chatA = chatWith.get(a.id);
        const chatB = chatWith.get(b.id);
        if (chatA && chatB) return lastTime(chatB).localeCompare(lastTime(chatA));
        if (chatA) return -1;
        if (chatB) return 1;
        return byName.compare(a.name, b.name);
      });
    },

    /** GET /api/chat/get-chat: opens the chat with the contact (creating it once per pair) and reads it. */
    async getChat(caller: ChatCaller, contactId: string): Promise<GetChatAnswer> {
      const person = await me(caller);
      if (contactId === person.id) throw badRequest('chat.self', { fields: { contactId: 'chat.self' } });
      const contact = await findPerson(db, contactId);
      if (!contact) throw notFound('chat.contactUnknown');
      if (!(await mayTalk(db, person, contact))) throw forbidden('chat.contactNotAllowed');

      const key = pairKey(person.id, contact.id);
      let chat = await findChatByPair(db, key);
      if (!chat) {
        chat = await inTransaction(db, async (trx) => {
          const id = newId();
          // PostgreSQL: a concurrent opener's insert waits for ours, then does nothing and reads ours.
          if (await insertChatIfAbsent(trx, { id, pairKey: key, createdAt: now() }))
            await insertMembers(trx, id, [person.id, contact.id]);
          const stored = await findChatByPair(trx, key);
          if (!stored) throw new Error(`chat of ${key} vanished`);
          return stored;
        });
      }
      await markChatRead(db, chat.id, person.id, now());
      const rows = await messagesPage(db, chat.id, CHAT_PAGE_SIZE + 1);
      const answer: GetChatAnswer = {
        chat: {
          id: chat.id,
          dialog: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage),
          hasMore: rows.length > CHAT_PAGE_SIZE,
        } satisfies Chat,
        userChatData: await profile(person),
      };
      realtime?.publish([person.id], { type: 'chat.read', chatId: chat.id, contactId: contact.id });
      return answer;
    },

    /** GET /api/chat/messages: older messages, oldest first. */
    async messages(
      caller: ChatCaller,
      query: { chatId: string; before?: string | undefined; limit: number },
    ): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
      const person = await me(caller);
      if ((await contactInChat(db, query.chatId, person.id)) === undefined)
        throw notFound('chat.chatUnknown');
      let before: string | undefined;
      if (query.before !== undefined) {
        const time = Date.parse(query.before);
        if (Number.isNaN(time)) throw invalidFields({ before: 'validation.invalid' });
        before = toIso(time);
      }
      const rows = await messagesPage(db, query.chatId, query.limit + 1, before);
      return {
        items: rows.slice(0, query.limit).reverse().map(toMessage),
        hasMore: rows.length > query.limit,
      };
    },

    /** POST /api/chat/user/data: merged into the caller's chat profile; a new status is announced. */
    async updateProfile(caller: ChatCaller, patch: ChatUserData): Promise<ChatUser> {
      const person = await me(caller);
      const stored = await findProfile(db, person.id);
      const before = chosenStatusOf(person);
      const next = {
        userId: person.id,
        status: patch.status ?? before,
        mood: patch.mood ?? stored?.mood ?? '',
        name: patch.name ?? stored?.name ?? null,
        avatar: patch.avatar === undefined ? (stored?.avatar ?? null) : patch.avatar,
        updatedAt: now(),
      };
      await upsertProfile(db, next);
      if (realtime && next.status !== before && (await realtime.onlineAmong([person.id])).has(person.id))
        realtime.broadcast({ type: 'presence', userId: person.id, status: next.status });
      return profile(await me(caller));
    },

    /** POST /api/chat/send-message: stored, counted unread for the contact, pushed to both. */
    async send(caller: ChatCaller, body: SendMessageBody): Promise<SendMessageAnswer> {
      const { message, sender } = await store(requestOf(caller, body));
      return { message, userChatData: await profile(sender) };
    },

    /**
     * A `chat.send` of the realtime socket: the message goes into this instance's write queue, and
     * `settle` hears the stored message (once committed) or the refusal's message key, never the chat list.
     */
    sendOverSocket(
      caller: ChatCaller,
      body: SendMessageBody,
      settle: (outcome: { ok: true; message: ChatMessage } | { ok: false; error: unknown }) => void,
    ): void {
      const request = requestOf(caller, body);
      if (!queue) {
        store(request).then(
          ({ message }) => settle({ ok: true, message }),
          (error: unknown) => settle({ ok: false, error }),
        );
        return;
      }
      queue.enqueue(request, (outcome) =>
        settle(outcome.ok ? { ok: true, message: outcome.result.message } : outcome),
      );
    },

    /** The chat between two people, if any (typing events name it). */
    async chatIdBetween(a: Id, b: Id): Promise<string | undefined> {
      return (await findChatByPair(db, pairKey(a, b)))?.id;
    },

    /** The status a user chose (presence shows it while they are connected). */
    async chosenStatus(userId: Id): Promise<ChatStatus> {
      const person = await findPerson(db, userId);
      return person ? chosenStatusOf(person) : DEFAULT_STATUS;
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
