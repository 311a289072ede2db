import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The academy's and the shop's tables (migration 0023_academy_shop). */

export interface AcademyCoursesTable {
  id: Id;
  slug: string;
  /** A key of ACADEMY_CATEGORIES (contracts). */
  category: string;
  /** Minutes: one of COURSE_LENGTHS. */
  length: number;
  /** `{ "zh-CN": { title, description, steps }, "en": … }`; step content is sanitized HTML. */
  texts: JsonText;
  position: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** One person's place in one course. */
export interface AcademyProgressTable {
  userId: Id;
  courseId: Id;
  activeStep: number;
  updatedAt: IsoTime;
}

export interface ShopProductsTable {
  id: Id;
  handle: string;
  active: DbBool;
  /** `{ "zh-CN": { name, description }, "en": … }`. */
  texts: JsonText;
  /** Everything else of the product (prices, inventory, shipping, images, categories, tags). */
  details: JsonText;
  position: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ShopOrdersTable {
  id: Id;
  reference: string;
  /** Customer, lines, amounts, payment and shipping details. */
  details: JsonText;
  date: IsoTime;
  createdAt: IsoTime;
}

export interface ShopOrderStatusesTable {
  id: Id;
  orderId: Id;
  /** 1–14: ORDER_STATUSES (contracts). */
  status: number;
  date: IsoTime;
}

export interface AcademyShopTables {
  academyCourses: AcademyCoursesTable;
  academyProgress: AcademyProgressTable;
  shopProducts: ShopProductsTable;
  shopOrders: ShopOrdersTable;
  shopOrderStatuses: ShopOrderStatusesTable;
}
