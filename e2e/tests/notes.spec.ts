import type { Note, NoteLabel } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * The notes app (issue 16, seed 001 /apps/notes): write a note with a checklist and a label, find it first in
 * the grid and by search, archive it and find it in the archive; and the key error case on a phone-sized
 * screen, a note with nothing in it refused with the field's message while the dialog keeps what was typed.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('member') });

const tag = () => Math.random().toString(36).slice(2, 8);

/** A label of its own for the test, added to the member's list through the API (the list is replaced whole). */
async function addLabel(page: Page, name: string) {
  const member = await actingAs(page.request, 'member');
  const labels = await member<NoteLabel[]>('GET', '/api/notes-app/labels');
  const next = await member<NoteLabel[]>('POST', '/api/notes-app/update-labels', {
    labels: [...labels, { name }],
  });
  return { member, label: next.find((label) => label.name === name) };
}

test('writes a note with a checklist and a label, archives it and finds it in the archive', async ({
  page,
}) => {
  const t = tag();
  const { member, label } = await addLabel(page, `专题${t}`);
  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/notes');
  await expect(page.getByTestId('note-card').first()).toBeVisible();

  await page.getByTestId('note-new').click();
  const dialog = page.getByRole('dialog', { name: '新建便签' });
  await dialog.getByLabel('标题').fill(`调研安排${t}`);
  await dialog.getByLabel('内容').fill('走访两个街道');
  await dialog.getByTestId('note-add-item').click();
  await dialog.getByLabel('清单项', { exact: true }).fill(`联系街道办${t}`);
  await dialog.getByRole('button', { name: `专题${t}` }).click();
  await expect(dialog.getByRole('button', { name: `专题${t}` })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByTestId('note-save').click();
  await expect(dialog).toBeHidden();

  // The new note goes first, with its checklist and its label.
  const first = page.getByTestId('note-card').first();
  await expect(first).toHaveAttribute('aria-label', `调研安排${t}`);
  await expect(first).toContainText(`联系街道办${t}`);
  await expect(first).toContainText(`专题${t}`);
  const saved = (await member<Note[]>('GET', '/api/notes-app/notes')).find((n) => n.title === `调研安排${t}`);
  expect(saved).toMatchObject({
    checklist: [{ text: `联系街道办${t}`, checked: false }],
    labels: [label?.id],
    archived: false,
  });

  // Search finds it alone; the label's page shows it.
  await page.getByLabel('搜索便签').fill(t);
  await expect(page.getByTestId('note-card')).toHaveCount(1);
  await page.getByRole('link', { name: `专题${t}` }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/notes/labels/${label?.id ?? ''}`));
  const card = page.getByRole('article', { name: `调研安排${t}` });
  await expect(card).toBeVisible();

  // Archive it: gone from all notes, there in the archive, and restorable.
  await page.getByRole('link', { name: '全部便签' }).click();
  await card.getByRole('button', { name: '归档' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: '已归档' }).click();
  await expect(page).toHaveURL(/\/apps\/notes\/archive/);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: '取消归档' })).toBeVisible();
  const archived = (await member<Note[]>('GET', '/api/notes-app/notes')).find((n) => n.id === saved?.id);
  expect(archived?.archived).toBe(true);
});

test('refuses an empty note with the field message and keeps the dialog input (phone)', async ({ page }) => {
  const t = tag();
  await page.setViewportSize({ width: 375, height: 740 });
  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/notes');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await page.getByTestId('note-new').click();
  const dialog = page.getByRole('dialog', { name: '新建便签' });

  // Nothing written: refused on the title.
  await dialog.getByTestId('note-save').click();
  await expect(dialog.getByText('请至少填写标题、内容、清单或图片中的一项')).toBeVisible();
  await expect(dialog).toBeVisible();

  // An empty checklist item is refused on its own field; what was typed stays.
  await dialog.getByTestId('note-add-item').click();
  await dialog.getByTestId('note-save').click();
  await expect(dialog.getByText('此项为必填项')).toBeVisible();
  await dialog.getByLabel('标题').fill(`只有标题${t}`);
  await dialog.getByRole('button', { name: /删除清单项/ }).click();
  await expect(dialog.getByLabel('标题')).toHaveValue(`只有标题${t}`);
  await dialog.getByTestId('note-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: `只有标题${t}` })).toBeVisible();
});
