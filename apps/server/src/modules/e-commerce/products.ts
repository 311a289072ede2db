import { slugify, taxIncludedPrice, type Language, type Product, type ProductInput } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson, type Clock } from '../../db/values';
import { notFound } from '../../http/errors';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  nextProductPosition,
  updateProduct,
  type ProductRow,
} from './repository';

interface ProductTexts {
  name: string;
  description: string;
}
type StoredTexts = Record<Language, ProductTexts>;
type ProductDetails = Omit<Product, 'id' | 'name' | 'description' | 'handle' | 'active' | 'updated'>;

function toProduct(row: ProductRow, language: Language): Product {
  const texts = fromDbJson<StoredTexts>(row.texts)[language];
  const details = fromDbJson<ProductDetails>(row.details);
  return {
    id: row.id,
    name: texts.name,
    handle: row.handle,
    description: texts.description,
    ...details,
    active: fromDbBool(row.active),
    updated: row.updatedAt,
  };
}

/** The stored details: the tax-included price is always computed here, never taken from the caller. */
function detailsOf(input: ProductInput): ProductDetails {
  return {
    categories: input.categories,
    tags: input.tags,
    featuredImageId: input.featuredImageId,
    images: input.images.map((image) => ({ id: image.id, url: image.url, type: 'image' as const })),
    priceTaxExcl: input.priceTaxExcl,
    priceTaxIncl: taxIncludedPrice(input.priceTaxExcl, input.taxRate),
    taxRate: input.taxRate,
    comparedPrice: input.comparedPrice,
    quantity: input.quantity,
    sku: input.sku,
    width: input.width,
    height: input.height,
    depth: input.depth,
    weight: input.weight,
    extraShippingFee: input.extraShippingFee,
  };
}

const productNotFound = (field: string) =>
  notFound('shop.productNotFound', { fields: { [field]: 'shop.productNotFound' } });

/** The shop's products (seed 001 §7): shared; the routes let staff and admin write. */
export function productsService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  async function read(trx: Kysely<DB>, id: string, language: Language): Promise<Product> {
    const row = await findProduct(trx, id);
    if (!row) throw productNotFound('productId');
    return toProduct(row, language);
  }

  /** Appends a product with the given texts per language. */
  async function append(trx: Kysely<DB>, input: ProductInput, texts: StoredTexts): Promise<string> {
    const id = newId();
    const at = now();
    await insertProduct(trx, {
      id,
      handle: input.handle || slugify(texts.en.name) || id,
      active: toDbBool(input.active),
      texts: toDbJson(texts),
      details: toDbJson(detailsOf(input)),
      position: await nextProductPosition(trx),
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  return {
    async list(language: Language): Promise<Product[]> {
      return (await listProducts(db)).map((row) => toProduct(row, language));
    },

    get(id: string, language: Language): Promise<Product> {
      return read(db, id, language);
    },

    /**
     * Replaces the product of the same id (its texts in the caller's language) or appends it (an unknown
     * id gets an id of our own; the texts go into both languages).
     */
    save(input: ProductInput, language: Language): Promise<Product> {
      return inTransaction(db, async (trx) => {
        const texts: ProductTexts = { name: input.name, description: input.description };
        const existing = input.id === undefined ? undefined : await findProduct(trx, input.id);
        if (!existing) return read(trx, await append(trx, input, { 'zh-CN': texts, en: texts }), language);
        await updateProduct(trx, existing.id, {
          handle: input.handle || existing.handle,
          active: toDbBool(input.active),
          texts: toDbJson({ ...fromDbJson<StoredTexts>(existing.texts), [language]: texts }),
          details: toDbJson(detailsOf(input)),
          updatedAt: now(),
        });
        return read(trx, existing.id, language);
      });
    },

    /** The demo seed's products, in both languages at once. */
    async seed(input: ProductInput, en: ProductTexts): Promise<string> {
      return append(db, input, { 'zh-CN': { name: input.name, description: input.description }, en });
    },

    async remove(id: string): Promise<{ id: string }> {
      if (!(await deleteProduct(db, id))) throw productNotFound('productId');
      return { id };
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
