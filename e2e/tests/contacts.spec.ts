import type { Contact, ContactsUser } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * The contacts app (issue 15, seed 001 /apps/contacts): filter the table, star the filtered contacts at once,
 * edit one in the side panel; and the key error case, an invalid e-mail in the form on a phone-sized screen,
 * which shows the field's error and keeps what was typed. Each test adds its own contacts through the API,
 * tagged so that nothing else in the member's address book (the seeded 25) can match.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('member') });

const tag = () => Math.random().toString(36).slice(2, 8);

async function addContacts(page: Page, cards: { lastName: string; name: string; company: string }[]) {
  const member = await actingAs(page.request, 'member');
  let list: Contact[] = [];
  for (const card of cards)
    list = await member<Contact[]>('POST', '/api/contacts-app/add-contact', {
      newContact: { ...card, email: '', phone: '', jobTitle: '科员' },
    });
  return { member, list };
}

const rowOf = (page: Page, id: string) =>
  page.locator(`[data-testid="contact-row"][data-contact-id="${id}"]`);

test('filters the table, stars the filtered contacts at once and edits one in the side panel', async ({
  page,
}) => {
  const t = tag();
  const { member, list } = await addContacts(page, [
    { lastName: '周', name: `甲${t}`, company: `${t}交通局` },
    { lastName: '吴', name: `乙${t}`, company: `${t}交通局规划处` },
    { lastName: '郑', name: `丙${t}`, company: `${t}教育局` },
    // Contains the term but does not start with it: shown only if the operator were lost.
    { lastName: '王', name: `丁${t}`, company: `市${t}交通委` },
  ]);
  const id = (name: string) => list.find((contact) => contact.name === name)?.id ?? '';
  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/contacts');
  await expect(page).toHaveURL(/\/apps\/contacts\/all$/);
  await expect(page.getByTestId('contacts-count')).toBeVisible();

  // Company starts with "<tag>交通": two of the four.
  await page.getByRole('button', { name: '添加筛选' }).click();
  const filter = page.getByTestId('contact-filters');
  await filter.getByRole('combobox', { name: '列' }).click();
  await page.getByRole('option', { name: '单位' }).click();
  await filter.getByRole('combobox', { name: '条件' }).click();
  await page.getByRole('option', { name: '开头是' }).click();
  await filter.getByLabel('内容').fill(`${t}交通`);
  await expect(page.getByTestId('contact-row')).toHaveCount(2);
  await expect(rowOf(page, id(`甲${t}`))).toBeVisible();
  await expect(rowOf(page, id(`丙${t}`))).toHaveCount(0);
  await expect(rowOf(page, id(`丁${t}`))).toHaveCount(0);

  // Select both and star them in one call.
  await page.getByRole('checkbox', { name: '全选列表中的联系人' }).check();
  const bulk = page.getByTestId('contacts-bulk');
  await expect(bulk).toContainText('已选 2 人');
  await bulk.getByRole('button', { name: '加星标' }).click();
  for (const name of [`甲${t}`, `乙${t}`])
    await expect(rowOf(page, id(name)).getByTestId('contact-star')).toHaveAttribute('aria-pressed', 'true');
  const user = await member<ContactsUser>('GET', '/api/contacts-app/user');
  expect(user.starred).toEqual(expect.arrayContaining([id(`甲${t}`), id(`乙${t}`)]));
  expect(user.starred).not.toContain(id(`丙${t}`));
  expect(user.starred).not.toContain(id(`丁${t}`));

  // Edit one in the side panel.
  await rowOf(page, id(`乙${t}`))
    .getByTestId('contact-open')
    .click();
  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByTestId('contact-panel-title')).toHaveText(`吴乙${t}`);
  await panel.getByLabel('职务').fill('规划处副处长');
  await panel.getByTestId('contact-save').click();
  await expect(panel).toBeHidden();
  await expect(rowOf(page, id(`乙${t}`))).toContainText('规划处副处长');
  const after = await member<Contact[]>('GET', '/api/contacts-app/contacts');
  expect(after.find((contact) => contact.id === id(`乙${t}`))?.jobTitle).toBe('规划处副处长');

  // The committee directory is there, read-only: no selection, no star.
  // Below xl (this window) the lists are one select beside the table.
  await page.getByRole('combobox', { name: '联系人分组' }).click();
  await page.getByRole('option', { name: /^委员会通讯录/ }).click();
  await expect(page).toHaveURL(/\/apps\/contacts\/directory$/);
  await expect(page.getByTestId('contacts-title')).toHaveText('委员会通讯录');
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  await expect(page.getByTestId('contacts-table').getByRole('checkbox')).toHaveCount(0);
});

test('on a phone, an invalid e-mail shows the field error and keeps what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const t = tag();
  const { member, list } = await addContacts(page, [
    { lastName: '冯', name: `丁${t}`, company: `${t}民政局` },
  ]);
  const contact = list.find((item) => item.name === `丁${t}`);
  if (!contact) throw new Error('contact not added');
  await useLanguage(page, 'en');
  await page.goto(`/apps/contacts/all?contact=${contact.id}`);

  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByTestId('contact-panel-title')).toHaveText(`冯丁${t}`);
  // Full screen on a phone.
  const box = await panel.locator('.MuiDrawer-paper').boundingBox();
  expect(box?.width).toBe(375);
  await panel.getByLabel('Notes').fill('Met at the consultation meeting');
  await panel.getByLabel('Email').fill('not-an-email');
  await panel.getByTestId('contact-save').click();
  await expect(panel.getByText('Please enter a valid email.')).toBeVisible();
  await expect(panel.getByLabel('Notes')).toHaveValue('Met at the consultation meeting');
  await expect(panel.getByLabel('Email')).toHaveValue('not-an-email');
  const unchanged = await member<Contact[]>('GET', '/api/contacts-app/contacts');
  expect(unchanged.find((item) => item.id === contact.id)).toMatchObject({ email: '', notes: '' });

  await panel.getByLabel('Email').fill(`ding.${t}@example.cn`);
  await panel.getByTestId('contact-save').click();
  await expect(panel).toBeHidden();
  const saved = await member<Contact[]>('GET', '/api/contacts-app/contacts');
  expect(saved.find((item) => item.id === contact.id)).toMatchObject({
    email: `ding.${t}@example.cn`,
    notes: 'Met at the consultation meeting',
  });
  // The list is cards on a phone: the contact's card shows the new address.
  await expect(rowOf(page, contact.id)).toContainText(`ding.${t}@example.cn`);
});
