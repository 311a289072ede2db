import { authRoles, SHOP_ORDER_READERS } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { ORDER_ROUTE, ORDERS_PATH, PRODUCT_ROUTE, PRODUCTS_PATH, SHOP_PATH } from './paths';

/**
 * The e-commerce app (seed 001): every signed-in role reads the products; staff and admin edit them
 * (contracts' SHOP_EDITORS) and alone see the orders (SHOP_ORDER_READERS: customers' phones and addresses).
 */
export const shopRoutes: AppRoute[] = [
  { path: PRODUCTS_PATH, auth: authRoles.signedIn, page: () => import('./pages/ProductsPage') },
  { path: PRODUCT_ROUTE, auth: authRoles.signedIn, page: () => import('./pages/ProductPage') },
  { path: ORDERS_PATH, auth: SHOP_ORDER_READERS, page: () => import('./pages/OrdersPage') },
  { path: ORDER_ROUTE, auth: SHOP_ORDER_READERS, page: () => import('./pages/OrderPage') },
];
export const shopRedirects: readonly { from: string; to: string }[] = [
  { from: SHOP_PATH, to: PRODUCTS_PATH },
];
