import {
  ORDER_STATUSES,
  type Language,
  type Order,
  type OrderStatusEntry,
  type OrderStatusId,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson, newId, nowIso, toDbJson, type Clock } from '../../db/values';
import { notFound } from '../../http/errors';
import {
  findOrder,
  insertOrder,
  insertOrderStatus,
  listOrders,
  listOrderStatuses,
  type OrderRow,
  type OrderStatusRow,
} from './repository';

type OrderDetails = Omit<Order, 'id' | 'reference' | 'date' | 'status'>;
export type NewOrder = OrderDetails & { reference: string; date: string };

function statusEntry(row: OrderStatusRow, language: Language): OrderStatusEntry {
  const status = ORDER_STATUSES.find((entry) => entry.id === row.status) ?? ORDER_STATUSES[0];
  return { id: row.id, status: status.id, name: status[language], color: status.color, date: row.date };
}

function toOrder(row: OrderRow, statuses: readonly OrderStatusRow[], language: Language): Order {
  return {
    id: row.id,
    reference: row.reference,
    date: row.date,
    ...fromDbJson<OrderDetails>(row.details),
    status: statuses.filter((entry) => entry.orderId === row.id).map((entry) => statusEntry(entry, language)),
  };
}

const orderNotFound = (field: string) =>
  notFound('shop.orderNotFound', { fields: { [field]: 'shop.orderNotFound' } });

/** The shop's orders (seed 001 §7): shared; the routes let staff and admin add a status. */
export function ordersService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  async function read(trx: Kysely<DB>, id: string, language: Language, field: string): Promise<Order> {
    const row = await findOrder(trx, id);
    if (!row) throw orderNotFound(field);
    return toOrder(row, await listOrderStatuses(trx, [row.id]), language);
  }

  return {
    async list(language: Language): Promise<Order[]> {
      const rows = await listOrders(db);
      const statuses = await listOrderStatuses(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toOrder(row, statuses, language));
    },

    get(id: string, language: Language): Promise<Order> {
      return read(db, id, language, 'orderId');
    },

    /** Appends a status entry dated now; answers the whole order. */
    addStatus(orderId: string, status: OrderStatusId, language: Language): Promise<Order> {
      return inTransaction(db, async (trx) => {
        await read(trx, orderId, language, 'orderId');
        await insertOrderStatus(trx, { id: newId(), orderId, status, date: now() });
        return read(trx, orderId, language, 'orderId');
      });
    },

    /** An order as the shop received it (the demo seed: there is no call to create one). */
    async create(order: NewOrder, history: readonly { status: OrderStatusId; date: string }[]) {
      const { reference, date, ...details } = order;
      const id = newId();
      await insertOrder(db, { id, reference, date, details: toDbJson(details), createdAt: now() });
      for (const entry of history)
        await insertOrderStatus(db, { id: newId(), orderId: id, status: entry.status, date: entry.date });
      return id;
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
