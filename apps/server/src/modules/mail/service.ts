import {
  MAIL_FILTERS,
  MAIL_FILTER_TEXTS,
  MAIL_FOLDERS,
  MAIL_FOLDER_TEXTS,
  MAIL_LABELS,
  MAIL_RECIPIENTS_PAGE,
  mayMoveTo,
  type Language,
  type Mail,
  type MailDraftBody,
  type MailFilterItem,
  type MailFolderItem,
  type MailHome,
  type MailLabelItem,
  type MailList,
  type MailListQuery,
  type MailRecipient,
  type MailSendBody,
  type MailSummary,
  type MailSetFolderBody,
  type MailToggleLabelBody,
  type MailUpdateBody,
  type MailWriteAnswer,
  type RealtimeServerEvent,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { afterCommit, inTransaction } from '../../db/transaction';
import { newId, nowIso, toDbBool, toDbJson, type Clock, type Id } from '../../db/values';
import { badRequest, invalidFields, notFound } from '../../http/errors';
import { htmlToText, sanitizeHtml } from '../../lib/sanitizeHtml';
import { EXCERPT_LENGTH, searchTextOf, toIds, toMail, toPerson, toSummary } from './presenter';
import {
  deleteMails,
  filesAvailableTo,
  filesOf,
  findOwnMail,
  findOwnMails,
  findPeople,
  folderCounts,
  inboxUnread,
  insertMail,
  linkFiles,
  listMails,
  mailExportBatch,
  searchRecipients,
  updateMail,
  updateMails,
  type MailPersonRow,
  type MailRow,
  type MailView,
} from './repository';
import type { SortCursor } from '../../db/keyset';
import { keysetBatches } from '../../lib/xlsx-export';

/** Who calls the mail service: the signed-in user (routes) or a demo account (the seed). */
export interface MailCaller {
  id: Id;
}

/** What mail needs of the realtime layer (the hub satisfies it; the seed has none). */
export interface MailRealtime {
  publish(userIds: readonly string[], event: RealtimeServerEvent): void;
}

export interface MailDeps {
  realtime?: MailRealtime | undefined;
  now?: Clock;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The mail app (issue 15): each user's own mailbox. Every read and write is filtered by the caller as owner;
 * a mail id of someone else's is answered like a missing one. Sending writes all copies in one transaction
 * and tells each recipient's open windows after it committed.
 */
export function mailService(db: Kysely<DB>, deps: MailDeps = {}) {
  const now = deps.now ?? nowIso;
  const realtime = deps.realtime;

  async function present(rows: readonly MailRow[]) {
    const personIds = unique(rows.flatMap((row) => [row.fromId, ...toIds(row.toIds)]));
    const people = new Map((await findPeople(db, personIds)).map((person) => [person.id, person]));
    const files = await filesOf(
      db,
      rows.map((row) => row.id),
    );
    return { people, files };
  }

  async function one(row: MailRow): Promise<Mail> {
    const { people, files } = await present([row]);
    return toMail(row, people, files);
  }

  /** All of `ids` are the caller's, or 404: nothing is done to a list naming someone else's mail. */
  async function ownAll(trx: Kysely<DB>, caller: MailCaller, ids: readonly string[]): Promise<MailRow[]> {
    const wanted = unique(ids);
    const rows = await findOwnMails(trx, caller.id, wanted);
    if (rows.length !== wanted.length) throw notFound('mail.notFound');
    return rows;
  }

  /** Tells the owner's other windows the inbox count changed (after the commit). */
  function announce(
    trx: Kysely<DB>,
    ownerId: string,
    received?: { mailId: string; fromName: string; subject: string },
  ) {
    if (!realtime) return;
    afterCommit(trx, (root) => {
      void inboxUnread(root, ownerId).then(
        (unread) => realtime.publish([ownerId], { type: 'mail', unread, ...(received ? { received } : {}) }),
        () => undefined,
      );
    });
  }

  async function written(
    trx: Kysely<DB>,
    caller: MailCaller,
    ids: readonly string[],
  ): Promise<MailWriteAnswer> {
    announce(trx, caller.id);
    return { ids: unique(ids), unread: await inboxUnread(trx, caller.id) };
  }

  /** Recipients: existing, active accounts with an e-mail (400 naming `to` otherwise). */
  async function recipientsOf(to: readonly string[]): Promise<MailPersonRow[]> {
    const ids = unique(to);
    const rows = await findPeople(db, ids);
    if (rows.length !== ids.length || rows.some((row) => row.email === null || row.disabled === 1))
      throw invalidFields({ to: 'mail.recipientUnknown' });
    return ids.map((id) => rows.find((row) => row.id === id) as MailPersonRow);
  }

  async function checkFiles(caller: MailCaller, attachmentIds: readonly string[]): Promise<string[]> {
    const ids = unique(attachmentIds);
    const available = await filesAvailableTo(db, caller.id, ids);
    if (ids.some((id) => !available.has(id)))
      throw invalidFields({ attachmentIds: 'mail.attachmentUnknown' });
    return ids;
  }

  async function ownDraft(trx: Kysely<DB>, caller: MailCaller, id: string, field: string): Promise<MailRow> {
    const row = await findOwnMail(trx, caller.id, id);
    if (!row) throw notFound('mail.notFound');
    if (row.homeFolder !== 'drafts' || row.folder !== 'drafts')
      throw badRequest('mail.notDraft', { fields: { [field]: 'mail.notDraft' } });
    return row;
  }

  interface Composed {
    subject: string;
    message: string;
    excerpt: string;
    text: string;
  }
  function compose(body: { subject: string; message: string }): Composed {
    const message = sanitizeHtml(body.message);
    const text = htmlToText(message);
    return { subject: body.subject.trim(), message, text, excerpt: text.slice(0, EXCERPT_LENGTH) };
  }

  function newRow(
    ownerId: string,
    home: MailHome,
    from: MailPersonRow,
    to: readonly MailPersonRow[],
    content: Composed,
    time: string,
  ): MailRow {
    return {
      id: newId(),
      ownerId,
      folder: home,
      homeFolder: home,
      fromId: from.id,
      toIds: toDbJson(to.map((person) => person.id)),
      subject: content.subject,
      message: content.message,
      excerpt: content.excerpt,
      searchText: searchTextOf(content.subject, [from, ...to], content.text),
      time,
      read: toDbBool(home !== 'inbox'),
      starred: 0,
      important: 0,
      labels: '[]',
      createdAt: time,
      updatedAt: time,
    };
  }

  async function me(caller: MailCaller): Promise<MailPersonRow> {
    const [row] = await findPeople(db, [caller.id]);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET mails */
    async list(caller: MailCaller, query: MailListQuery): Promise<MailList> {
      const { rows, total } = await listMails(db, caller.id, {
        folder: query.folder,
        label: query.label,
        filter: query.filter,
        q: query.q,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const { people, files } = await present(rows);
      return {
        items: rows.map((row) => toSummary(row, people, files)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** What `list` shows for the same view and search, all of it, a batch at a time (the list's export). */
    async *exportRows(
      caller: MailCaller,
      view: Omit<MailView, 'offset' | 'limit'>,
    ): AsyncGenerator<MailSummary[]> {
      const batches = keysetBatches(
        (after: SortCursor | undefined, limit) => mailExportBatch(db, caller.id, view, after, limit),
        (row) => ({ value: row.time, id: row.id }),
      );
      for await (const rows of batches) {
        const { people, files } = await present(rows);
        yield rows.map((row) => toSummary(row, people, files));
      }
    },

    /** GET mail */
    async get(caller: MailCaller, id: string): Promise<Mail> {
      const row = await findOwnMail(db, caller.id, id);
      if (!row) throw notFound('mail.notFound');
      return one(row);
    },

    async folders(caller: MailCaller, language: Language): Promise<MailFolderItem[]> {
      const counts = new Map((await folderCounts(db, caller.id)).map((row) => [row.folder, row]));
      return MAIL_FOLDERS.map((handle) => ({
        id: handle,
        handle,
        title: MAIL_FOLDER_TEXTS[handle].title[language],
        icon: MAIL_FOLDER_TEXTS[handle].icon,
        unread: counts.get(handle)?.unread ?? 0,
        total: counts.get(handle)?.total ?? 0,
      }));
    },

    filters(language: Language): MailFilterItem[] {
      return MAIL_FILTERS.map((handle) => ({
        id: handle,
        handle,
        title: MAIL_FILTER_TEXTS[handle].title[language],
        icon: MAIL_FILTER_TEXTS[handle].icon,
      }));
    },

    labels(language: Language): MailLabelItem[] {
      return MAIL_LABELS.map((label) => ({
        id: label.id,
        handle: label.id,
        title: label.title[language],
        color: label.color,
      }));
    },

    async unread(caller: MailCaller): Promise<{ unread: number }> {
      return { unread: await inboxUnread(db, caller.id) };
    },

    async recipients(caller: MailCaller, q: string | undefined): Promise<MailRecipient[]> {
      const rows = await searchRecipients(db, caller.id, q, MAIL_RECIPIENTS_PAGE);
      return rows.map((row) => ({ ...toPerson(row, row.id), unitName: row.unitName }));
    },

    /** POST update-mail */
    async update(caller: MailCaller, body: MailUpdateBody): Promise<MailWriteAnswer> {
      return inTransaction(db, async (trx) => {
        await ownAll(trx, caller, body.ids);
        const { read, starred, important } = body.changes;
        await updateMails(trx, caller.id, unique(body.ids), {
          ...(read === undefined ? {} : { read: toDbBool(read) }),
          ...(starred === undefined ? {} : { starred: toDbBool(starred) }),
          ...(important === undefined ? {} : { important: toDbBool(important) }),
          updatedAt: now(),
        });
        return written(trx, caller, body.ids);
      });
    },

    /** POST set-folder */
    async setFolder(caller: MailCaller, body: MailSetFolderBody): Promise<MailWriteAnswer> {
      return inTransaction(db, async (trx) => {
        const rows = await ownAll(trx, caller, body.ids);
        const at = now();
        for (const row of rows) {
          const home = row.homeFolder as MailHome;
          const target = body.folder === 'restore' ? home : body.folder;
          if (!mayMoveTo(home, target)) throw invalidFields({ folder: 'mail.folderNotAllowed' });
          if (row.folder !== target)
            await updateMails(trx, caller.id, [row.id], { folder: target, updatedAt: at });
        }
        return written(trx, caller, body.ids);
      });
    },

    /** POST toggle-label: on for all when one lacks it, else off for all. */
    async toggleLabel(caller: MailCaller, body: MailToggleLabelBody): Promise<MailWriteAnswer> {
      return inTransaction(db, async (trx) => {
        const rows = await ownAll(trx, caller, body.ids);
        const on = rows.some((row) => !toIds(row.labels).includes(body.label));
        const at = now();
        for (const row of rows) {
          const labels = toIds(row.labels).filter((label) => label !== body.label);
          if (on) labels.push(body.label);
          await updateMails(trx, caller.id, [row.id], { labels: toDbJson(labels), updatedAt: at });
        }
        return written(trx, caller, body.ids);
      });
    },

    /** POST delete-mails: for good, from the trash only. */
    async remove(caller: MailCaller, ids: readonly string[]): Promise<MailWriteAnswer> {
      return inTransaction(db, async (trx) => {
        const rows = await ownAll(trx, caller, ids);
        if (rows.some((row) => row.folder !== 'trash')) throw invalidFields({ ids: 'mail.notInTrash' });
        await deleteMails(trx, caller.id, unique(ids));
        return written(trx, caller, ids);
      });
    },

    /** POST save-draft: a new draft, or the caller's draft `id` overwritten. */
    async saveDraft(caller: MailCaller, body: MailDraftBody): Promise<Mail> {
      const from = await me(caller);
      const to = await recipientsOf(body.to);
      const files = await checkFiles(caller, body.attachmentIds);
      const content = compose(body);
      const row = await inTransaction(db, async (trx) => {
        const at = now();
        const fresh = newRow(caller.id, 'drafts', from, to, content, at);
        if (body.id === undefined) {
          await insertMail(trx, fresh);
          await linkFiles(trx, fresh.id, files);
          return fresh;
        }
        const draft = await ownDraft(trx, caller, body.id, 'id');
        const next: MailRow = { ...fresh, id: draft.id, createdAt: draft.createdAt, labels: draft.labels };
        await updateMail(trx, next);
        await linkFiles(trx, draft.id, files);
        return next;
      });
      return one(row);
    },

    /** POST send: the sender's copy in `sent`, one in each recipient's inbox; the draft is gone. */
    async send(caller: MailCaller, body: MailSendBody): Promise<Mail> {
      const from = await me(caller);
      const to = await recipientsOf(body.to);
      const files = await checkFiles(caller, body.attachmentIds);
      const content = compose(body);
      const sent = await inTransaction(db, async (trx) => {
        if (body.draftId !== undefined) {
          await ownDraft(trx, caller, body.draftId, 'draftId');
          await deleteMails(trx, caller.id, [body.draftId]);
        }
        const at = now();
        const own = newRow(caller.id, 'sent', from, to, content, at);
        await insertMail(trx, own);
        await linkFiles(trx, own.id, files);
        for (const recipient of to) {
          const copy = newRow(recipient.id, 'inbox', from, to, content, at);
          await insertMail(trx, copy);
          await linkFiles(trx, copy.id, files);
          announce(trx, recipient.id, {
            mailId: copy.id,
            fromName: from.displayName,
            subject: content.subject,
          });
        }
        return own;
      });
      return one(sent);
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
