import {
  canShareSavedViews,
  SAVED_VIEWS_PER_USER_MAX,
  unknownViewColumn,
  type ListId,
  type SavedView,
  type SavedViewDefaultBody,
  type SavedViewList,
  type savedViewCreateBodySchema,
  type savedViewUpdateBodySchema,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson } from '../../db/values';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import * as repo from './repository';

type CreateBody = z.output<typeof savedViewCreateBodySchema>;
type UpdateBody = z.output<typeof savedViewUpdateBodySchema>;

/** The owner edits and deletes a view; an admin also the shared ones (everyone of the staff group reads). */
function editableBy(caller: Caller, row: repo.SavedViewRow): boolean {
  return row.ownerId === caller.id || (caller.roles.includes('admin') && fromDbBool(row.shared));
}

function present(caller: Caller, row: repo.SavedViewRow): SavedView {
  return {
    id: row.id,
    listId: row.listId as ListId,
    name: row.name,
    params: fromDbJson<Record<string, string>>(row.params),
    columns: fromDbJson<string[]>(row.columns),
    shared: fromDbBool(row.shared),
    owner: { id: row.ownerId, displayName: row.ownerName },
    editable: editableBy(caller, row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const nameTaken = (cause: unknown) =>
  conflict('savedViews.nameTaken', { fields: { name: 'savedViews.nameTaken' }, cause });

/** Saved views of lists (issue 30 §3): each person's own, and those staff share with all staff. */
export function savedViewsService(db: Kysely<DB>) {
  /** A view the caller may read, or 404: another person's private view does not exist for them. */
  async function visible(trx: Kysely<DB>, caller: Caller, id: string): Promise<repo.SavedViewRow> {
    const row = await repo.findVisibleView(trx, caller.id, id, canShareSavedViews(caller.roles));
    if (!row) throw notFound('savedViews.notFound');
    return row;
  }

  async function editable(trx: Kysely<DB>, caller: Caller, id: string): Promise<repo.SavedViewRow> {
    const row = await visible(trx, caller, id);
    if (!editableBy(caller, row)) throw forbidden('savedViews.notEditable');
    return row;
  }

  function checkSharing(caller: Caller, shared: boolean | undefined): void {
    if (shared === true && !canShareSavedViews(caller.roles))
      throw forbidden('savedViews.shareStaffOnly', { fields: { shared: 'savedViews.shareStaffOnly' } });
  }

  return {
    async list(caller: Caller, listId: ListId): Promise<SavedViewList> {
      const rows = await repo.listViews(db, caller.id, listId, canShareSavedViews(caller.roles));
      const defaultId = await repo.findDefault(db, caller.id, listId);
      return {
        items: rows.map((row) => present(caller, row)),
        // A default that is no longer visible (unshared since) is no default.
        defaultViewId: rows.some((row) => row.id === defaultId) ? defaultId : null,
      };
    },

    async create(caller: Caller, body: CreateBody): Promise<SavedView> {
      checkSharing(caller, body.shared);
      const id = newId();
      try {
        return await inTransaction(db, async (trx) => {
          await repo.lockOwner(trx, caller.id);
          if ((await repo.countOwnViews(trx, caller.id)) >= SAVED_VIEWS_PER_USER_MAX)
            throw conflict('savedViews.tooMany', { params: { max: SAVED_VIEWS_PER_USER_MAX } });
          const now = nowIso();
          await repo.insertView(trx, {
            id,
            ownerId: caller.id,
            listId: body.listId,
            name: body.name,
            params: toDbJson(body.params),
            columns: toDbJson(body.columns),
            shared: toDbBool(body.shared),
            createdAt: now,
            updatedAt: now,
          });
          return present(caller, await visible(trx, caller, id));
        });
      } catch (error) {
        throw isUniqueViolation(error) ? nameTaken(error) : error;
      }
    },

    async update(caller: Caller, id: string, body: UpdateBody): Promise<SavedView> {
      checkSharing(caller, body.shared);
      try {
        return await inTransaction(db, async (trx) => {
          const row = await editable(trx, caller, id);
          if (body.columns && unknownViewColumn(row.listId as ListId, body.columns) !== undefined)
            throw badRequest('error.badRequest', { fields: { columns: 'savedViews.unknownColumn' } });
          await repo.updateView(trx, id, {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.params !== undefined && { params: toDbJson(body.params) }),
            ...(body.columns !== undefined && { columns: toDbJson(body.columns) }),
            ...(body.shared !== undefined && { shared: toDbBool(body.shared) }),
            updatedAt: nowIso(),
          });
          // No longer shared: nobody else keeps it as their default.
          if (body.shared === false) await repo.dropOthersDefaults(trx, id, row.ownerId);
          const after = await repo.findVisibleView(trx, row.ownerId, id, false);
          if (!after) throw notFound('savedViews.notFound');
          return present(caller, after);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? nameTaken(error) : error;
      }
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await editable(trx, caller, id);
        await repo.deleteView(trx, id);
      });
    },

    async setDefault(caller: Caller, body: SavedViewDefaultBody): Promise<SavedViewList> {
      await inTransaction(db, async (trx) => {
        if (body.viewId !== null) {
          const row = await visible(trx, caller, body.viewId);
          if (row.listId !== body.listId)
            throw badRequest('savedViews.otherList', { fields: { viewId: 'savedViews.otherList' } });
        }
        await repo.setDefault(trx, caller.id, body.listId, body.viewId);
      });
      return this.list(caller, body.listId);
    },
  };
}
