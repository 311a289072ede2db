import { authRoles, SHOP_ORDER_READERS } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { ORDERS_PATH, PRODUCTS_PATH } from './paths';

export const shopNavigation: NavItem = {
  id: 'e-commerce',
  type: 'collapse',
  title: { 'zh-CN': '商城', en: 'E-commerce' },
  icon: 'shop',
  auth: authRoles.signedIn,
  children: [
    {
      id: 'e-commerce-products',
      type: 'item',
      title: { 'zh-CN': '商品', en: 'Products' },
      url: PRODUCTS_PATH,
      auth: authRoles.signedIn,
    },
    {
      id: 'e-commerce-orders',
      type: 'item',
      title: { 'zh-CN': '订单', en: 'Orders' },
      url: ORDERS_PATH,
      auth: SHOP_ORDER_READERS,
    },
  ],
};
