import { z } from 'zod';
import { imageUrlSchema, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../imageUrl';

/**
 * The e-commerce app's products (seed 001 §3, §7, §9; issue 17).
 *
 * Decisions where the seed says nothing:
 * - Products are the shop's shared records: every signed-in role reads them, staff and admin
 *   (`SHOP_EDITORS`, ./access) write them — they run the shop. Orders are read by staff only (orders.ts).
 * - A product's name and description are stored in both languages and answered in the caller's; `save`
 *   replaces the caller's language's texts (a new product gets them in both) and the other fields.
 * - `priceTaxIncl` is never taken from the caller: the server computes it with `taxIncludedPrice`, the same
 *   function the editor shows it with. Sizes are centimetres, weight kilograms, money yuan with cents.
 * - Delete (beyond the seed's calls): `POST product/remove`, staff and admin, answers the removed id.
 * - Pictures are uploaded (`POST product-image`) and served at an unguessable address; the featured image
 *   is one of the product's images (or '' for none).
 */
export const PRODUCT_DEFAULT_TAX_RATE = 10;
export const PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE = 3;
export const PRODUCT_IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_IMAGE_TYPES = PICTURE_TYPES;

/** Money rounded to cents (half away from zero), as the shop shows it. */
export function roundMoney(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;
}
/** THE tax-included price: the editor shows it while typing and the server stores it. */
export function taxIncludedPrice(priceTaxExcl: number, taxRate: number): number {
  return roundMoney((priceTaxExcl * (100 + taxRate)) / 100);
}

export const productImageSchema = z.object({ id: z.string(), url: z.string(), type: z.literal('image') });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  featuredImageId: z.string(),
  images: z.array(productImageSchema),
  priceTaxExcl: z.number(),
  priceTaxIncl: z.number(),
  taxRate: z.number(),
  comparedPrice: z.number(),
  quantity: z.number().int(),
  sku: z.string(),
  width: z.number(),
  height: z.number(),
  depth: z.number(),
  weight: z.number(),
  extraShippingFee: z.number(),
  active: z.boolean(),
  updated: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const amount = (max: number) =>
  z
    .number({ error: 'shop.number' })
    .min(0, { error: 'shop.notNegative' })
    .max(max, { error: 'shop.tooLarge' });
/**
 * The template's product form keeps sizes and weight as text (issue 31 §2): `''` is "not given" (0, as
 * when left out) and a decimal numeral is its number. Other text stays text, for `shop.number` to name.
 */
const NUMERAL = /^\s*\d+(\.\d+)?\s*$/;
const measure = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value !== 'string'
        ? value
        : value.trim() === ''
          ? undefined
          : NUMERAL.test(value)
            ? Number(value)
            : value,
    amount(max).default(0),
  );
const words = z
  .array(required(40))
  .max(20, { error: 'validation.tooMany' })
  .default([])
  .transform((list) => [...new Set(list)]);

export const productInputSchema = z
  .object({
    id: required(64).optional(),
    name: required(200),
    handle: z
      .string()
      .trim()
      .max(120, { error: 'validation.tooLong' })
      .regex(/^[a-z0-9-]*$/, { error: 'shop.handle' })
      .default(''),
    description: z.string().trim().max(5000, { error: 'validation.tooLong' }).default(''),
    categories: words,
    tags: words,
    featuredImageId: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
    images: z
      .array(z.object({ id: required(64), url: imageUrlSchema, type: z.literal('image').default('image') }))
      .max(PRODUCT_IMAGES_MAX, { error: 'validation.tooMany' })
      .default([]),
    priceTaxExcl: amount(10_000_000),
    taxRate: amount(100).default(PRODUCT_DEFAULT_TAX_RATE),
    comparedPrice: amount(10_000_000).default(0),
    quantity: z
      .number({ error: 'shop.number' })
      .int({ error: 'shop.wholeNumber' })
      .min(0, { error: 'shop.notNegative' })
      .max(1_000_000, { error: 'shop.tooLarge' }),
    sku: z.string().trim().max(60, { error: 'validation.tooLong' }).default(''),
    width: measure(10_000),
    height: measure(10_000),
    depth: measure(10_000),
    weight: measure(10_000),
    extraShippingFee: amount(100_000).default(PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE),
    active: z.boolean().default(true),
  })
  .superRefine((product, ctx) => {
    if (
      product.featuredImageId !== '' &&
      !product.images.some((image) => image.id === product.featuredImageId)
    )
      ctx.addIssue({ code: 'custom', path: ['featuredImageId'], message: 'shop.featuredImage' });
  });
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductInputFields = z.input<typeof productInputSchema>;
export const productSaveBodySchema = productInputSchema;
export const productQuerySchema = z.object({ productId: required(64) });
export const productRemoveBodySchema = z.object({ productId: required(64) });
export const productRemovedSchema = z.object({ id: z.string() });
export const productImageUploadSchema = productImageSchema;
export const productImageParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
