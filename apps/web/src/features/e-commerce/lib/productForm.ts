import {
  PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE,
  PRODUCT_DEFAULT_TAX_RATE,
  productInputSchema,
  type Product,
  type ProductImage,
  type ProductInput,
} from '@cppcc/contracts';
import { z } from 'zod';

/** The product editor's fields as typed: numbers as the text in their boxes. */
export interface ProductForm {
  name: string;
  handle: string;
  description: string;
  categories: string[];
  tags: string[];
  images: ProductImage[];
  featuredImageId: string;
  priceTaxExcl: string;
  taxRate: string;
  comparedPrice: string;
  sku: string;
  quantity: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  extraShippingFee: string;
  active: boolean;
}

export const PRODUCT_FORM_FIELDS = [
  'name',
  'handle',
  'description',
  'categories',
  'tags',
  'images',
  'featuredImageId',
  'priceTaxExcl',
  'taxRate',
  'comparedPrice',
  'sku',
  'quantity',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
  'active',
] as const;

const NUMBER_FIELDS = [
  'priceTaxExcl',
  'taxRate',
  'comparedPrice',
  'quantity',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
] as const;

export function productFormOf(product: Product | null): ProductForm {
  const text = (value: number | undefined, fallback = '') => (value === undefined ? fallback : String(value));
  return {
    name: product?.name ?? '',
    handle: product?.handle ?? '',
    description: product?.description ?? '',
    categories: product?.categories ?? [],
    tags: product?.tags ?? [],
    images: product?.images ?? [],
    featuredImageId: product?.featuredImageId ?? '',
    priceTaxExcl: text(product?.priceTaxExcl),
    taxRate: text(product?.taxRate, String(PRODUCT_DEFAULT_TAX_RATE)),
    comparedPrice: text(product?.comparedPrice, '0'),
    sku: product?.sku ?? '',
    quantity: text(product?.quantity),
    width: text(product?.width, '0'),
    height: text(product?.height, '0'),
    depth: text(product?.depth, '0'),
    weight: text(product?.weight, '0'),
    extraShippingFee: text(product?.extraShippingFee, String(PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE)),
    active: product?.active ?? true,
  };
}

/** A box's text as a number: an empty box is no number (the schema says "enter a number"). */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(/,/g, ''));
}

const formShape = z.object({
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  images: z.array(z.object({ id: z.string(), url: z.string(), type: z.literal('image') })),
  featuredImageId: z.string(),
  priceTaxExcl: z.string(),
  taxRate: z.string(),
  comparedPrice: z.string(),
  sku: z.string(),
  quantity: z.string(),
  width: z.string(),
  height: z.string(),
  depth: z.string(),
  weight: z.string(),
  extraShippingFee: z.string(),
  active: z.boolean(),
});

/** The form checked by the contract's own schema (the server's rule), numbers read from their boxes. */
export const productFormSchema = formShape
  .transform((form): unknown => ({
    ...form,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, numberOf(form[field])])),
  }))
  .pipe(productInputSchema);
export type ProductFormOutput = ProductInput;
