import type { CourseSummary, Order, Product } from '@cppcc/contracts';
import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * The e-commerce app and the academy (issue 17, seed 001): staff edit and save a product and see the
 * tax-included price; an order offers the 14 status names; a member moves through a course and finds the
 * progress kept after a reload.
 */
test.describe.configure({ timeout: 120_000 });

test.describe('e-commerce', () => {
  test.use({ storageState: roleState('staff') });

  test('edits and saves a product, the tax-included price computed; an order offers the 14 statuses', async ({
    page,
  }) => {
    const staff = await actingAs(page.request, 'staff');
    const name = `测试茶杯${Date.now()}`;
    const product = await staff<Product>('POST', '/api/e-commerce-app/product/save', {
      name,
      priceTaxExcl: 50,
      quantity: 3,
    });
    await useLanguage(page, 'zh-CN');
    await page.goto(`/apps/e-commerce/products?q=${encodeURIComponent(name)}`);
    await page.getByTestId('product-link').filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('price-tax-incl')).toHaveValue('55.00');
    await page.getByLabel('不含税价格').fill('100');
    await page.getByLabel('税率（%）').fill('13');
    await expect(page.getByTestId('price-tax-incl')).toHaveValue('113.00');
    // The key error case: a quantity that is no whole number is refused under its field.
    await page.getByLabel('数量').fill('1.5');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请输入整数')).toBeVisible();
    await page.getByLabel('数量').fill('7');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('商品已保存')).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await staff<Product>('GET', `/api/e-commerce-app/product?productId=${product.id}`);
        return [saved.priceTaxIncl, saved.quantity];
      })
      .toEqual([113, 7]);

    const [order] = await staff<Order[]>('GET', '/api/e-commerce-app/orders');
    await page.goto(`/apps/e-commerce/orders/${order?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order?.reference ?? '');
    await page.getByLabel('新状态').click();
    await expect(page.getByRole('option')).toHaveCount(14);
    await expect(page.getByRole('option', { name: '等待货到付款' })).toBeVisible();
    await page.getByRole('option', { name: '已发货' }).click();
    await page.getByRole('button', { name: '添加状态' }).click();
    await expect(page.getByTestId('order-status-history').getByTestId('order-status').last()).toHaveText(
      '已发货',
    );
  });
});

test.describe('academy', () => {
  test.use({ storageState: roleState('member') });

  test('moves through a course and finds the progress kept after a reload', async ({ page }) => {
    const member = await actingAs(page.request, 'member');
    const courses = await member<CourseSummary[]>('GET', '/api/academy-app/courses');
    const course = courses.find((entry) => entry.slug === 'typescript-in-practice') ?? courses[0];
    if (!course) throw new Error('no seeded course');
    await member('POST', '/api/academy-app/course/update', { course: { id: course.id, activeStep: 0 } });
    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/academy');
    await expect(page).toHaveURL(/\/apps\/academy\/courses$/);
    await page.getByLabel('搜索课程').fill(course.title);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('article').getByRole('link').click();
    await expect(page.getByTestId('course-step-of')).toContainText('第 1 步，共 11 步');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('course-step-of')).toContainText('第 2 步');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('course-step-of')).toContainText('第 3 步');
    await expect(page.getByTestId('course-step-content')).toContainText('核心概念');
    await page.reload();
    await expect(page.getByTestId('course-step-of')).toContainText('第 3 步，共 11 步');
  });
});
