// Issue 30 §4: the proposal editor and the document viewer on a phone. The editor with the on-screen keyboard up. The keyboard is emulated as a
// host web view shows it: the viewport shrinks to 450 px high while a field is typed into. The field being
// typed stays on screen, nothing scrolls sideways, and the save status and the submit action stay reachable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { tinyPdf } from '../fixtures/tinyPdf';
import { stamp } from '../support/replies';
import { roleState, roleToken } from '../support/roles';
import { test } from '../support/test';

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 375, height: 812 };
const KEYBOARD_UP = { width: 375, height: 450 };
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The reply letter the server makes (e2e/fixtures/make-reply-letter.mjs). */
const LETTER = readFileSync(path.resolve(import.meta.dirname, '../fixtures/reply-letter.docx'));

test.use({ storageState: roleState('member'), viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** The document is no wider than the screen. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element's box lies within the visible viewport (vertically and horizontally). */
async function onScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
}

/** Nothing covers the control's centre: a tap there reaches it. */
async function tappable(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const reached = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
  expect(reached).toBe(true);
}

test('the editor stays usable at 375 px with the on-screen keyboard up', async ({ page }) => {
  await page.goto('/apps/proposals/new');
  const editor = page.getByTestId('proposal-editor');
  const fields = [
    ['案由', `关于加强社区健身设施建设的建议${stamp}`],
    ['情况分析', '部分老旧小区缺少健身场地，已有器材老化，居民就近健身需求难以满足。'],
    ['具体建议', '一是利用边角地建设口袋公园；二是建立健身器材巡检更新机制。'],
  ] as const;
  for (const [label, text] of fields) {
    const field = editor.getByRole('textbox', { name: label });
    await field.scrollIntoViewIfNeeded();
    await field.click();
    // The keyboard slides up over the lower part of the screen while typing.
    await page.setViewportSize(KEYBOARD_UP);
    await page.keyboard.type(text);
    await expect(field).toBeFocused();
    await onScreen(page, field);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(KEYBOARD_UP.width);
    await page.setViewportSize(PHONE);
  }
  await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
  await page.setViewportSize(KEYBOARD_UP);
  await expect(page.getByTestId('save-status')).toContainText('已保存');
  const submit = editor.locator('[data-action="submit"]');
  await tappable(submit);
  await onScreen(page, submit);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(KEYBOARD_UP.width);
});

/** Stored documents of a new draft: a two-page PDF and the reply letter's DOCX. */
async function documents(request: APIRequestContext) {
  const token = roleToken('member');
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/proposals', {
    headers,
    data: { title: `关于附件在手机上查阅的建议${stamp}`, analysis: '委员多在手机上查阅附件。' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const response = await request.post(`/api/proposals/${id}/attachments`, {
      headers,
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(response.ok()).toBe(true);
    return `/officeapps/view?${new URLSearchParams({
      src: `/api/attachments/${((await response.json()) as { id: string }).id}`,
      name,
    }).toString()}`;
  };
  return {
    pdf: await upload('提案附件.pdf', 'application/pdf', tinyPdf([['Hello 提案', '第一页'], ['第二页']])),
    docx: await upload('答复函.docx', DOCX_TYPE, LETTER),
  };
}

test('the document viewer is readable at 375 px: the page fits, zoom scrolls inside the viewer', async ({
  page,
  request,
}) => {
  const { pdf, docx } = await documents(request);
  await page.goto(pdf);
  const first = page.locator('[data-testid="pdf-page"][data-page-number="1"]');
  await expect(first).toHaveAttribute('data-rendered', 'true');
  // Opened to fit: the whole page width on screen, nothing scrolls sideways.
  await onScreen(page, first);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  for (const name of ['下一页', '放大', '缩小', '返回']) {
    const button = page.getByRole('button', { name, exact: true });
    await onScreen(page, button);
    const box = await button.boundingBox();
    expect(Math.max(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(24);
    await tappable(button);
  }
  // Zoomed in, the page grows past the screen and the viewer's own area scrolls, not the page.
  const before = (await first.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: '放大', exact: true }).click();
  await page.getByRole('button', { name: '放大', exact: true }).click();
  await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  await expect(first).toHaveAttribute('data-rendered', 'true');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const area = page.getByTestId('viewer-area');
  expect(await area.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);

  await page.goto(docx);
  await expect(page.getByTestId('docx-document')).toBeVisible();
  await expect(page.getByTestId('viewer-rendering')).toHaveCount(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByTestId('docx-document')).toContainText('答复');
});
