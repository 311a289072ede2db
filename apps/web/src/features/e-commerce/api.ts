import type { Order, OrderStatusBody, Product, ProductImage, ProductInputFields } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

/** The e-commerce app's calls (seed 001 §7, with delete, status and pictures). */
export const shopApi = baseApi.enhanceEndpoints({ addTagTypes: ['Products', 'Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    products: build.query<Product[], void>({
      query: () => '/e-commerce-app/products',
      providesTags: [{ type: 'Products', id: 'LIST' }],
    }),
    product: build.query<Product, string>({
      query: (productId) => ({ url: '/e-commerce-app/product', params: { productId } }),
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    saveProduct: build.mutation<Product, ProductInputFields>({
      query: (body) => ({ url: '/e-commerce-app/product/save', method: 'POST', body }),
      invalidatesTags: ['Products'],
    }),
    removeProduct: build.mutation<{ id: string }, string>({
      query: (productId) => ({ url: '/e-commerce-app/product/remove', method: 'POST', body: { productId } }),
      // The list only: refetching the deleted product would answer 404 and send its open page to the
      // not-found page before the editor has gone back to the list.
      invalidatesTags: [{ type: 'Products', id: 'LIST' }],
    }),
    orders: build.query<Order[], void>({ query: () => '/e-commerce-app/orders', providesTags: ['Orders'] }),
    order: build.query<Order, string>({
      query: (orderId) => ({ url: '/e-commerce-app/order', params: { orderId } }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    addOrderStatus: build.mutation<Order, OrderStatusBody>({
      query: (body) => ({ url: '/e-commerce-app/order/status', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useProductsQuery,
  useProductQuery,
  useSaveProductMutation,
  useRemoveProductMutation,
  useOrdersQuery,
  useOrderQuery,
  useAddOrderStatusMutation,
} = shopApi;

/** Uploads a product picture (checked by the server: PNG, JPG, GIF or WebP, at most 2 MB). */
export const uploadProductImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<ProductImage>('POST', '/e-commerce-app/product-image', file, onProgress);
