import type { ChatMessage, RealtimeServerEvent } from '@cppcc/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable } from '../../db/schema-chat';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, toIso, type Clock, type Id, type IsoTime } from '../../db/values';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ChatPersonRow } from './repository';
import {
  ClientIdTaken,
  lockChats,
  membersOfChats,
  storeBurst,
  storedByClientId,
  type MemberDelivery,
} from './send-repository';

/** One message to store: its text already checked by the contract's schema and trimmed. */
export interface SendRequest {
  senderId: Id;
  chatId: Id;
  contactId: Id;
  text: string;
  /** The client's key for the message, kept across its resends: stored once per sender. */
  clientId?: string | undefined;
}

/** A stored message: what both sides are told, and the sender as the chat sees them. */
export interface SendResult {
  message: ChatMessage;
  /** The receiver's unread count for the chat after this message. */
  unread: number;
  sender: ChatPersonRow;
}

type Outcome = { ok: true; result: SendResult } | { ok: false; error: unknown };

/** The realtime pushes of a burst; all of them go out in one call (one bus message) after the commit. */
export type Deliveries = { userIds: string[]; event: RealtimeServerEvent }[];

/** Whether two people may talk, under the contact rule (the service's, which may read the tables). */
export type MayTalk = (db: Kysely<DB>, a: ChatPersonRow, b: ChatPersonRow) => Promise<boolean>;

/** How often a burst is written again after meeting a client id stored meanwhile (each time reading them). */
const CLIENT_ID_RETRIES = 3;

/**
 * Stores a burst of messages in ONE transaction: the chats locked together, one INSERT, one UPDATE of the
 * chats and one of the members (on PostgreSQL those three as one statement), whatever the burst's size.
 * Each message is checked as the single send is (member of the chat, the contact its other member, both
 * active, the contact rule); a refused one is answered with its error and the others are stored. Times are
 * strictly increasing per chat, in the order the messages came. The outcomes are known only once committed, so an acknowledged message is stored.
 *
 * Idempotent per client id: a message whose sender already stored its `clientId` is answered with the stored
 * message (its time; no second row, no push), and so is a repeat within the burst. The first attempt does
 * not read the stored keys — resends are rare, and a read is a round trip under the chats' locks — the
 * INSERT skips a taken key and the burst is written again, reading them (`ClientIdTaken`).
 */
export async function writeBurst(
  db: Kysely<DB>,
  requests: readonly SendRequest[],
  now: Clock,
  mayTalk: MayTalk,
): Promise<{ outcomes: Outcome[]; deliveries: Deliveries }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await writeBurstOnce(db, requests, now, mayTalk, attempt > 0);
    } catch (error) {
      // Inside a caller's transaction (the seed's) nothing was rolled back: no second attempt there.
      const again = error instanceof ClientIdTaken || isDeadlock(error);
      if (!again || attempt >= CLIENT_ID_RETRIES || db.isTransaction) throw error;
    }
  }
}

/**
 * Two bursts that each insert a key the other holds (a client reusing a key in another chat) wait on each
 * other's INSERT; PostgreSQL ends one of them, which is then written again.
 */
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';

const keyOf = (request: SendRequest) =>
  request.clientId === undefined ? undefined : `${request.senderId}|${request.clientId}`;

async function writeBurstOnce(
  db: Kysely<DB>,
  requests: readonly SendRequest[],
  now: Clock,
  mayTalk: MayTalk,
  readKeys: boolean,
): Promise<{ outcomes: Outcome[]; deliveries: Deliveries }> {
  return inTransaction(db, async (trx) => {
    const chatIds = [...new Set(requests.map((request) => request.chatId))].sort();
    const lastTimes = await lockChats(trx, chatIds);
    const members = await membersOfChats(trx, [...lastTimes.keys()]);
    const outcomes: Outcome[] = [];
    const accepted: { index: number; request: SendRequest; sender: ChatPersonRow }[] = [];
    const allowed = new Map<string, boolean>();
    for (const [index, request] of requests.entries()) {
      const people = members.get(request.chatId) ?? [];
      const sender = people.find((member) => member.id === request.senderId);
      const contact = people.find((member) => member.id !== request.senderId);
      if (!sender || sender.disabled !== 0) {
        outcomes[index] = { ok: false, error: notFound('chat.chatUnknown') };
        continue;
      }
      const pair = `${request.chatId}|${sender.id}`;
      let may = allowed.get(pair);
      if (may === undefined && contact && contact.disabled === 0) {
        may = await mayTalk(trx, sender, contact);
        allowed.set(pair, may);
      }
      if (!contact || contact.disabled !== 0 || !may)
        outcomes[index] = { ok: false, error: forbidden('chat.contactNotAllowed') };
      else if (request.contactId !== contact.id)
        outcomes[index] = {
          ok: false,
          error: badRequest('chat.contactMismatch', { fields: { contactId: 'chat.contactMismatch' } }),
        };
      else accepted.push({ index, request, sender });
    }

    // Sends of a key already stored are answered with that message; repeats within the burst with the
    // first one's (once it has its time). A key used in another chat is not this message: refused.
    const stored = readKeys
      ? await storedByClientId(
          trx,
          accepted.flatMap(({ request: { senderId, clientId } }) =>
            clientId === undefined ? [] : [{ senderId, clientId }],
          ),
        )
      : new Map<string, Selectable<ChatMessagesTable>>();
    const firstOfKey = new Map<string, { index: number; chatId: Id }>();
    const repeats: { index: number; first: number }[] = [];
    const fresh = accepted.filter(({ index, request, sender }) => {
      const key = keyOf(request);
      if (key === undefined) return true;
      const earlier = stored.get(key) ?? firstOfKey.get(key);
      if (earlier === undefined) {
        firstOfKey.set(key, { index, chatId: request.chatId });
        return true;
      }
      if (earlier.chatId !== request.chatId) outcomes[index] = { ok: false, error: conflict() };
      else if ('index' in earlier) repeats.push({ index, first: earlier.index });
      else {
        const contact = members.get(request.chatId)?.find((member) => member.id === request.contactId);
        outcomes[index] = {
          ok: true,
          result: { message: toMessage(earlier), unread: contact?.unread ?? 0, sender },
        };
      }
      return false;
    });

    const at = Date.parse(now());
    const latest = new Map<Id, number>();
    const rows = fresh.map(({ request }) => {
      const stored = lastTimes.get(request.chatId);
      const previous =
        latest.get(request.chatId) ??
        (stored === undefined || stored === null ? -Infinity : Date.parse(stored));
      // Strictly increasing per chat, so paging by `before` never splits two messages of one millisecond.
      const createdAt = toIso(Math.max(at, previous + 1));
      latest.set(request.chatId, Date.parse(createdAt));
      return {
        id: newId(),
        chatId: request.chatId,
        senderId: request.senderId,
        body: request.text,
        createdAt,
        clientId: request.clientId ?? null,
      };
    });

    // Per member: unread after the burst, as the messages one by one would leave it.
    const effect = new Map<string, MemberDelivery>();
    const received = new Map<string, number>();
    const member = (chatId: Id, userId: Id) => {
      const key = `${chatId}|${userId}`;
      let entry = effect.get(key);
      if (!entry) effect.set(key, (entry = { chatId, userId, readAt: null, unread: 0 }));
      return entry;
    };
    for (const [position, { request }] of fresh.entries()) {
      const sender = member(request.chatId, request.senderId);
      sender.readAt = rows[position]!.createdAt;
      sender.unread = 0;
      member(request.chatId, request.contactId).unread += 1;
      const key = `${request.chatId}|${request.contactId}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    }
    const counts = await storeBurst(
      trx,
      rows,
      new Map([...latest].map(([chatId, time]) => [chatId, toIso(time)] as [Id, IsoTime])),
      [...effect.values()],
    );

    // Each message's receiver count, replayed in order from the count before the burst: the returned count
    // less what the burst added (a read marked meanwhile is in it), or, for one who also sent, the stored one.
    const running = new Map<string, number>();
    for (const [key, entry] of effect) {
      const stored = members.get(entry.chatId)?.find((row) => row.id === entry.userId)?.unread ?? 0;
      const returned = counts.get(key);
      running.set(
        key,
        entry.readAt === null && returned !== undefined ? returned - (received.get(key) ?? 0) : stored,
      );
    }
    const deliveries: Deliveries = [];
    for (const [position, { index, request, sender }] of fresh.entries()) {
      const { chatId, contactId, senderId } = request;
      running.set(`${chatId}|${senderId}`, 0);
      const unread = (running.get(`${chatId}|${contactId}`) ?? 0) + 1;
      running.set(`${chatId}|${contactId}`, unread);
      const message = toMessage(rows[position]!);
      outcomes[index] = { ok: true, result: { message, unread, sender } };
      deliveries.push(
        {
          userIds: [contactId],
          event: { type: 'chat.message', chatId, contactId: senderId, message, unread },
        },
        { userIds: [senderId], event: { type: 'chat.message', chatId, contactId, message, unread: 0 } },
      );
    }
    for (const { index, first } of repeats) outcomes[index] = outcomes[first]!;
    return { outcomes, deliveries };
  });
}

/** A stored message as the chat's clients see it; the client id when the send named one. */
export function toMessage(row: {
  senderId: string;
  body: string;
  createdAt: string;
  clientId?: string | null;
}): ChatMessage {
  const message: ChatMessage = { who: row.senderId, message: row.body, time: row.createdAt };
  if (row.clientId !== null && row.clientId !== undefined) message.clientId = row.clientId;
  return message;
}

/** At most this many messages in one transaction (the INSERT's parameters stay far below any limit). */
export const BURST_MAX = 200;

interface Pending {
  request: SendRequest;
  settle: (outcome: Outcome) => void;
}

/**
 * The instance's write queue of chat messages (issue 33 §3): what arrives while a burst is being written
 * is written together in the next one, so under load a transaction (and its commit) serves many messages,
 * and alone a message waits one turn of the event loop. One burst at a time: commits, and so the pushes,
 * keep the order the messages came in. `settle` is called after the commit, before the pushes go out, so a
 * sender's acknowledgement precedes the echo of its own message.
 */
export function sendQueue(
  db: Kysely<DB>,
  deps: {
    now: Clock;
    mayTalk: MayTalk;
    publishAll: (deliveries: Deliveries) => void;
    onError: (error: unknown) => void;
  },
) {
  let queue: Pending[] = [];
  let writing = false;

  /** A listener's failure is its own: it must not fail the burst or the pushes of the others. */
  const safely = (work: () => void) => {
    try {
      work();
    } catch (error) {
      deps.onError(error);
    }
  };

  const flush = async () => {
    while (queue.length > 0) {
      const burst = queue.slice(0, BURST_MAX);
      queue = queue.slice(burst.length);
      let written: Awaited<ReturnType<typeof writeBurst>>;
      try {
        written = await writeBurst(
          db,
          burst.map((pending) => pending.request),
          deps.now,
          deps.mayTalk,
        );
      } catch (error) {
        // Rolled back: nothing of the burst is stored, so nothing is acknowledged.
        for (const pending of burst) safely(() => pending.settle({ ok: false, error }));
        continue;
      }
      const { outcomes, deliveries } = written;
      burst.forEach((pending, index) => safely(() => pending.settle(outcomes[index]!)));
      safely(() => deps.publishAll(deliveries));
    }
    writing = false;
  };

  /** Queues the message; `settle` hears its outcome once the burst holding it committed (or failed). */
  function enqueue(request: SendRequest, settle: (outcome: Outcome) => void): void {
    queue.push({ request, settle });
    if (!writing) {
      writing = true;
      setImmediate(() => void flush());
    }
  }

  return {
    enqueue,
    /** The same, as a promise of the stored message (the HTTP send). */
    send(request: SendRequest): Promise<SendResult> {
      return new Promise((resolve, reject) =>
        enqueue(request, (outcome) =>
          // The service's own errors (AppError) or the database's, as thrown: the route's handler maps them.
          // oxlint-disable-next-line typescript/prefer-promise-reject-errors
          outcome.ok ? resolve(outcome.result) : reject(outcome.error),
        ),
      );
    },
  };
}
export type SendQueue = ReturnType<typeof sendQueue>;
