import { authRoles } from '../roles';

/**
 * Who runs the shop: staff and admin write the products (`SHOP_EDITORS`) and alone read the orders, which hold
 * customers' phones and addresses (`SHOP_ORDER_READERS`, issue 32). Schema-free, so the web's route table and
 * navigation take them without the shop's schemas.
 */
export const SHOP_EDITORS = authRoles.staff;
export const SHOP_ORDER_READERS = authRoles.staff;
