import AxeBuilder from '@axe-core/playwright';
import type { CourseSummary, Order, Product } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * Issue 17 beyond shop-academy.spec.ts: the order page's addresses on the offline map (its code loaded only
 * there), its dates as year/month/day hour:minute:second, in both languages and on a 375 px screen; a new
 * product appended and deleted after a confirmation; the academy's category filter and "hide completed".
 */
test.describe.configure({ timeout: 120_000 });

/** The seed's order date format, in the time zone the browser shares with this process. */
function orderDate(iso: string): string {
  const at = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${at.getFullYear()}/${two(at.getMonth() + 1)}/${two(at.getDate())} ` +
    `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`
  );
}

/** The JavaScript files the page asks for from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}
const MAP_CODE = /\/assets\/(OfflineMap|land-50m|land-110m)-[\w-]+\.js$/;
const mapChunks = (urls: readonly string[]) => urls.flatMap((url) => MAP_CODE.exec(url)?.[1] ?? []);

test.describe('e-commerce', () => {
  test.use({ storageState: roleState('staff') });

  test('an order shows both addresses on the offline map, loaded only there, in both languages', async ({
    page,
  }) => {
    const staff = await actingAs(page.request, 'staff');
    const orders = await staff<Order[]>('GET', '/api/e-commerce-app/orders');
    const order = orders.find((entry) => entry.shippingDetails.length > 0);
    if (!order) throw new Error('no shipped order in the seed');
    const { invoiceAddress, shippingAddress } = order.customer;

    const scripts = scriptsRequested(page);
    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/e-commerce/orders');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    expect(mapChunks(scripts)).toEqual([]);

    await page.goto(`/apps/e-commerce/orders/${order.id}`);
    const invoiceMap = page.getByRole('img', { name: `账单地址地图：${invoiceAddress.address}` });
    const shippingMap = page.getByRole('img', { name: `收货地址地图：${shippingAddress.address}` });
    for (const [map, address] of [
      [invoiceMap, invoiceAddress.address],
      [shippingMap, shippingAddress.address],
    ] as const) {
      await expect(map).toHaveAttribute('data-land', 'drawn');
      await expect(map.getByTestId('map-marker')).toHaveCount(1);
      await expect(map.getByTestId('map-marker-label')).toHaveText(address);
    }
    // The regional outline (1:50m), not the whole world's, and the map's own chunk.
    expect(mapChunks(scripts).sort()).toEqual(['OfflineMap', 'land-50m']);
    // The customer's part with its maps: no serious or critical WCAG 2.1 A/AA violation.
    const audit = await new AxeBuilder({ page })
      .include('section[aria-labelledby="order-customer-heading"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
    await expect(page.getByText(`下单于 ${orderDate(order.date)}`)).toBeVisible();
    const payment = page.getByRole('region', { name: '付款' });
    await expect(payment.getByRole('cell', { name: orderDate(order.payment.date) })).toBeVisible();

    // English on a phone: the maps fit the screen, nothing scrolls sideways, the status is chosen by keyboard.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    const englishMap = page.getByRole('img', { name: `Invoice address map: ${invoiceAddress.address}` });
    await expect(englishMap).toHaveAttribute('data-land', 'drawn');
    const box = await englishMap.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('combobox', { name: 'New status' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option')).toHaveCount(14);
    await page.getByRole('option', { name: 'Payment accepted', exact: true }).press('Enter');
    await expect(page.getByRole('combobox', { name: 'New status' })).toHaveText('Payment accepted');
    await page.getByRole('button', { name: 'Add status' }).press('Enter');
    const last = page.getByTestId('order-status-history').getByTestId('order-status').last();
    await expect(last).toHaveText('Payment accepted');
  });

  test('a new product is appended, and deleted only after the confirmation', async ({ page }) => {
    const staff = await actingAs(page.request, 'staff');
    const before = await staff<Product[]>('GET', '/api/e-commerce-app/products');
    const name = `新建测试茶壶${Date.now()}`;
    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/e-commerce/products');
    await page.getByRole('link', { name: '新建商品' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新建商品' })).toBeVisible();
    await page.getByLabel('名称').fill(name);
    await page.getByLabel('不含税价格').fill('80');
    await expect(page.getByTestId('price-tax-incl')).toHaveValue('88.00');
    await page.getByLabel('数量').fill('4');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const after = await staff<Product[]>('GET', '/api/e-commerce-app/products');
    const added = after.filter((product) => !before.some((old) => old.id === product.id));
    expect(added.map((product) => [product.name, product.priceTaxIncl, product.quantity])).toEqual([
      [name, 88, 4],
    ]);
    await expect(page).toHaveURL(new RegExp(`/apps/e-commerce/products/${added[0]?.id ?? 'none'}`));

    await page.getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('dialog', { name: '删除商品' });
    await expect(dialog).toContainText(`确定删除“${name}”吗？`);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    expect((await staff<Product>('GET', `/api/e-commerce-app/product?productId=${added[0]?.id}`)).name).toBe(
      name,
    );
    await page.getByRole('button', { name: '删除' }).click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('商品已删除')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/products$/);
    const left = await staff<Product[]>('GET', '/api/e-commerce-app/products');
    expect(left.some((product) => product.name === name)).toBe(false);
  });
});

test.describe('academy', () => {
  test.use({ storageState: roleState('member') });

  test('the category filter and "hide completed" narrow the courses', async ({ page }) => {
    const member = await actingAs(page.request, 'member');
    const all = await member<CourseSummary[]>('GET', '/api/academy-app/courses');
    // A course of its own (not the one shop-academy.spec.ts walks) finished, so the switch has work to do.
    const done = all.find((course) => course.slug !== 'typescript-in-practice');
    if (!done) throw new Error('no seeded course');
    await member('POST', '/api/academy-app/course/update', {
      course: { id: done.id, activeStep: done.totalSteps },
    });
    const courses = await member<CourseSummary[]>('GET', '/api/academy-app/courses');
    const ofCategory = courses.filter((course) => course.category === done.category);
    const unfinished = ofCategory.filter((course) => course.activeStep < course.totalSteps);
    expect(ofCategory.length).toBeLessThan(courses.length);
    expect(unfinished.length).toBeLessThan(ofCategory.length);

    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/academy/courses');
    await expect(page.getByRole('article')).toHaveCount(courses.length);
    await page.getByRole('combobox', { name: '类别' }).click();
    const categories = await member<{ value: string; label: string }[]>('GET', '/api/academy-app/categories');
    const label = categories.find((category) => category.value === done.category)?.label ?? done.category;
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${done.category}`));
    await expect(page.getByRole('article')).toHaveCount(ofCategory.length);
    await expect(page.getByRole('article').filter({ hasText: done.title })).toHaveCount(1);

    const hide = page.getByRole('switch', { name: '隐藏已完成' });
    await hide.click();
    await expect(hide).toBeChecked();
    await expect(page).toHaveURL(/hideCompleted=/);
    await expect(page.getByRole('article')).toHaveCount(unfinished.length);
    await expect(page.getByRole('article').filter({ hasText: done.title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(unfinished.length);
  });
});
