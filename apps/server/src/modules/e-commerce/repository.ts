import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ShopOrdersTable,
  ShopOrderStatusesTable,
  ShopProductsTable,
} from '../../db/schema-academy-shop';

export type ProductRow = Selectable<ShopProductsTable>;
export type OrderRow = Selectable<ShopOrdersTable>;
export type OrderStatusRow = Selectable<ShopOrderStatusesTable>;

export function listProducts(db: Kysely<DB>): Promise<ProductRow[]> {
  return db.selectFrom('shopProducts').selectAll().orderBy('position').orderBy('id').execute();
}

export function findProduct(db: Kysely<DB>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('shopProducts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function nextProductPosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('shopProducts')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertProduct(db: Kysely<DB>, row: Insertable<ShopProductsTable>): Promise<void> {
  await db.insertInto('shopProducts').values(row).execute();
}

export async function updateProduct(
  db: Kysely<DB>,
  id: string,
  fields: Updateable<ShopProductsTable>,
): Promise<void> {
  await db.updateTable('shopProducts').set(fields).where('id', '=', id).execute();
}

export async function deleteProduct(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('shopProducts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Orders, newest first. */
export function listOrders(db: Kysely<DB>): Promise<OrderRow[]> {
  return db.selectFrom('shopOrders').selectAll().orderBy('date', 'desc').orderBy('id').execute();
}

export function findOrder(db: Kysely<DB>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shopOrders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOrder(db: Kysely<DB>, row: Insertable<ShopOrdersTable>): Promise<void> {
  await db.insertInto('shopOrders').values(row).execute();
}

/** Status entries of the given orders, oldest first. */
export function listOrderStatuses(db: Kysely<DB>, orderIds: readonly string[]): Promise<OrderStatusRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shopOrderStatuses')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export async function insertOrderStatus(
  db: Kysely<DB>,
  row: Insertable<ShopOrderStatusesTable>,
): Promise<void> {
  await db.insertInto('shopOrderStatuses').values(row).execute();
}
