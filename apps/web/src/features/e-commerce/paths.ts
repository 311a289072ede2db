/**
 * The e-commerce app's addresses (seed 001): `/apps/e-commerce/products`, `products/{productId}/
 * {productHandle?}` (`new` for a new product), `orders`, `orders/{orderId}`; `/apps/e-commerce` leads to
 * the products.
 */
export const SHOP_PATH = '/apps/e-commerce';
export const PRODUCTS_PATH = `${SHOP_PATH}/products`;
export const PRODUCT_ROUTE = `${PRODUCTS_PATH}/:productId/:productHandle?`;
export const ORDERS_PATH = `${SHOP_PATH}/orders`;
export const ORDER_ROUTE = `${ORDERS_PATH}/:orderId`;
export const NEW_PRODUCT_ID = 'new';
export const productPath = (product: { id: string; handle: string }) =>
  `${PRODUCTS_PATH}/${encodeURIComponent(product.id)}${product.handle ? `/${encodeURIComponent(product.handle)}` : ''}`;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/${NEW_PRODUCT_ID}`;
export const orderPath = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
