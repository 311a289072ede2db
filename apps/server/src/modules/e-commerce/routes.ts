import multipart from '@fastify/multipart';
import {
  authRoles,
  errorBodySchema,
  orderExportQuerySchema,
  orderListSchema,
  ordersMatching,
  orderQuerySchema,
  orderSchema,
  orderStatusBodySchema,
  pickLanguage,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  productImageParamsSchema,
  productImageUploadSchema,
  productListSchema,
  productQuerySchema,
  productRemoveBodySchema,
  productRemovedSchema,
  productSaveBodySchema,
  productSchema,
  SHOP_EDITORS,
  SHOP_ORDER_READERS,
  type OrderStatusId,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { sendPublicImage } from '../attachments/public-images';
import { localFileStorage } from '../attachments/storage';
import { callerOf } from '../auth/guard';
import { productImages } from './images';
import { ordersService } from './orders';
import { ORDER_CELLS } from './export';
import { exportResponses, sendListExport } from '../exports/list-export';
import { productsService } from './products';
import { fileResponse } from '../../http/openapi';

const tags = ['e-commerce'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
const readers = authRoles.signedIn;

/** The e-commerce app's calls of seed 001 §7 (/api/e-commerce-app/*), with delete, status and pictures. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const products = () => productsService(app.db.kysely);
  const orders = () => ordersService(app.db.kysely);
  const images = () => productImages(app.db.kysely, localFileStorage(app.config.dataDir));

  app.get(
    '/e-commerce-app/products',
    {
      config: { auth: readers },
      schema: { tags, summary: 'Every product, in the shop’s order', response: { 200: productListSchema } },
    },
    (request) => products().list(languageOf(request)),
  );
  app.get(
    '/e-commerce-app/product',
    {
      config: { auth: readers },
      schema: {
        tags,
        summary: 'One product',
        querystring: productQuerySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    (request) => products().get(request.query.productId, languageOf(request)),
  );
  app.post(
    '/e-commerce-app/product/save',
    {
      config: { auth: SHOP_EDITORS },
      schema: {
        tags,
        summary: 'Replace the product of the same id or append it (tax-included price computed); answers it',
        body: productSaveBodySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    (request) => products().save(request.body, languageOf(request)),
  );
  app.post(
    '/e-commerce-app/product/remove',
    {
      config: { auth: SHOP_EDITORS },
      schema: {
        tags,
        summary: 'Delete a product; answers its id',
        body: productRemoveBodySchema,
        response: { 200: productRemovedSchema, ...errors },
      },
    },
    (request) => products().remove(request.body.productId),
  );
  app.post(
    '/e-commerce-app/product-image',
    {
      config: { auth: SHOP_EDITORS },
      schema: {
        tags,
        summary: 'Upload a product picture (multipart field `file`: PNG, JPG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: productImageUploadSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return images().upload(callerOf(request).id, await request.file());
    },
  );
  app.get(
    '/e-commerce-app/images/:id',
    {
      // Public: an <img> sends no bearer token; the address is an unguessable id of an uploaded image.
      config: { auth: null },
      schema: {
        tags,
        summary: 'A product picture uploaded with POST /e-commerce-app/product-image',
        params: productImageParamsSchema,
        response: { 200: fileResponse(PRODUCT_IMAGE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendPublicImage(reply, await images().open(request.params.id)),
  );
  app.get(
    '/e-commerce-app/orders',
    {
      config: { auth: SHOP_ORDER_READERS },
      schema: { tags, summary: 'Every order, newest first (staff)', response: { 200: orderListSchema } },
    },
    (request) => orders().list(languageOf(request)),
  );
  app.get(
    '/e-commerce-app/orders/export.xlsx',
    {
      config: { auth: SHOP_ORDER_READERS },
      schema: {
        tags,
        summary: 'The orders the orders page shows for its search, all pages, as Excel (staff)',
        querystring: orderExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { columns, ...filters } = request.query;
      // The page holds every order and searches in the browser; the export applies the same search here.
      const batch = async () => ordersMatching(await orders().list(languageOf(request)), filters.q ?? '');
      return sendListExport(app.db.kysely, request, reply, {
        list: 'orders',
        cells: ORDER_CELLS,
        widths: { customer: 20 },
        columns,
        filters,
        batches: (async function* () {
          yield await batch();
        })(),
      });
    },
  );
  app.get(
    '/e-commerce-app/order',
    {
      config: { auth: SHOP_ORDER_READERS },
      schema: {
        tags,
        summary: 'One order with its status history (oldest first; staff)',
        querystring: orderQuerySchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    (request) => orders().get(request.query.orderId, languageOf(request)),
  );
  app.post(
    '/e-commerce-app/order/status',
    {
      config: { auth: SHOP_EDITORS },
      schema: {
        tags,
        summary: 'Add a status (1–14) to an order’s history, dated now; answers the order',
        body: orderStatusBodySchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    (request) =>
      orders().addStatus(request.body.orderId, request.body.status as OrderStatusId, languageOf(request)),
  );
};
