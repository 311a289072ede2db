// Issue 6: /officeapps/view shows stored documents in the page — a PDF (pdf.js: canvas, text layer, pages,
// zoom) and a DOCX (docx-preview) attached to a proposal, with download and print; a bad or missing
// `src`, a missing file and an unsupported type each get their message, in Chinese and in English.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '@cppcc/contracts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPdf } from '../fixtures/tinyPdf';
import { openFromBlank } from '../support/navigate';
import { roleState, roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Made by e2e/fixtures/make-reply-letter.mjs with the server's reply-letter generator. */
const LETTER = readFileSync(path.resolve(import.meta.dirname, '../fixtures/reply-letter.docx'));
/** A 1×1 transparent PNG: an allowed attachment type the viewer cannot show. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const stamp = Date.now() % 1_000_000;

interface Uploaded {
  id: string;
  fileName: string;
}

let proposalId = '';
let pdf: Uploaded;
let docx: Uploaded;
let png: Uploaded;

async function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Uploaded> {
  const response = await request.post(`/api/proposals/${proposalId}/attachments`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file },
  });
  expect(response.ok(), `upload ${file.name}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Uploaded;
}

const viewerUrl = (src: string, name: string) =>
  `/officeapps/view?${new URLSearchParams({ src, name }).toString()}`;

/** Fails the test on CSP violations and on any request leaving our origin (no CDN for pdf.js or fonts). */
function watchOrigin(page: Page, origin: string): { problems: string[]; urls: string[] } {
  const problems: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    urls.push(url);
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(url);
  });
  return { problems, urls };
}

test.beforeAll(async ({ request }) => {
  const token = roleToken('member');
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `关于推进政务文档在线查阅的建议${stamp}`,
      analysis: '群众和委员查阅附件需要先下载，操作不便。',
      suggestions: '在系统内直接预览 PDF 和 Word 文档。',
      kind: 'individual',
      categoryCode: 'society',
    },
  });
  expect(created.ok()).toBe(true);
  proposalId = ((await created.json()) as { id: string }).id;
  pdf = await upload(request, token, {
    name: '提案附件.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf([['Hello 提案', '第一页'], ['Page two 第二页']]),
  });
  docx = await upload(request, token, { name: '答复函.docx', mimeType: DOCX_TYPE, buffer: LETTER });
  png = await upload(request, token, { name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('a PDF attachment opens from the proposal page: pages, text layer, zoom, download and print', async ({
    page,
    baseURL,
  }) => {
    const watched = watchOrigin(page, baseURL ?? '');
    await page.goto(`/apps/proposals/${proposalId}`);
    const view = page.getByRole('link', { name: `在线查看 ${pdf.fileName}` });
    await expect(view).toHaveText('查看');
    // Only PDF and DOCX get a view link.
    await expect(page.getByRole('link', { name: `在线查看 ${png.fileName}` })).toHaveCount(0);
    // The libraries load on demand: nothing of pdf.js or docx-preview before the viewer opens.
    expect(watched.urls.filter((url) => /pdfjs|pdf\.worker|docx-preview/.test(url))).toEqual([]);
    await view.click();

    await expect(page).toHaveURL(/\/officeapps\/view\?src=%2Fapi%2Fattachments%2F/);
    await expect(page.getByTestId('viewer-file-name')).toHaveText(pdf.fileName);
    await expect(page).toHaveTitle(new RegExp(`^${pdf.fileName}`));
    const documentView = page.getByTestId('pdf-document');
    await expect(documentView).toHaveAttribute('data-page-count', '2');
    await expect(page.getByTestId('viewer-page-count')).toContainText('共 2 页');
    const first = page.locator('[data-testid="pdf-page"][data-page-number="1"]');
    await expect(first).toHaveAttribute('data-rendered', 'true');
    await expect(first.locator('canvas')).toHaveCount(1);
    // The text layer holds the real text: the CMaps for the non-embedded Chinese font came from /assets.
    await expect(first.locator('.textLayer')).toContainText('Hello 提案');
    // The shell's navigation bar is hidden on this page.
    await expect(page.getByTestId('navbar')).toHaveCount(0);

    // Page navigation: next page, then back by typing the number.
    await page.getByRole('button', { name: '下一页' }).click();
    const second = page.locator('[data-testid="pdf-page"][data-page-number="2"]');
    await expect(second).toHaveAttribute('data-rendered', 'true');
    await expect(second.locator('.textLayer')).toContainText('第二页');
    await expect(page.getByTestId('viewer-page-input')).toHaveValue('2');
    await page.getByTestId('viewer-page-input').fill('1');
    await page.getByTestId('viewer-page-input').press('Enter');
    await expect(page.getByRole('button', { name: '上一页' })).toBeDisabled();

    // Zoom: the page box grows with the zoom level and is drawn again.
    await page.getByRole('button', { name: /^缩放比例/ }).click();
    await expect(page.getByTestId('viewer-zoom')).toHaveText('100%');
    const before = (await first.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByTestId('viewer-zoom')).toHaveText('125%');
    await expect
      .poll(async () => Math.round((await first.boundingBox())?.width ?? 0))
      .toBe(Math.round(before * 1.25));
    await expect(first).toHaveAttribute('data-rendered', 'true');
    await page.getByRole('button', { name: '缩小' }).click();
    await expect(page.getByTestId('viewer-zoom')).toHaveText('100%');

    // Download: the bytes already fetched, under the attachment's name.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载' }).click();
    expect((await downloaded).suggestedFilename()).toBe(pdf.fileName);

    // Print: the pages are drawn into a frame of their own, which is what gets printed.
    await page.evaluate(() => {
      const seen = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLIFrameElement && node.dataset.testid === 'print-frame') {
              const frameWindow = node.contentWindow;
              // Headless Chromium has no print dialog; count the call instead.
              if (frameWindow)
                frameWindow.print = () =>
                  document.body.setAttribute(
                    'data-printed-pages',
                    String(frameWindow.document.images.length),
                  );
            }
      });
      seen.observe(document.body, { childList: true });
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed-pages', '2');

    // Everything came from our own origin, including the worker and pdf.js's data files.
    expect(watched.urls.some((url) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url))).toBe(true);
    expect(watched.urls.some((url) => /\/assets\/pdfjs-[\d.]+\/cmaps\/UniGB-UCS2-H\.bcmap$/.test(url))).toBe(
      true,
    );
    expect(watched.problems).toEqual([]);
  });
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('a DOCX reply letter is shown with docx-preview and printed alone', async ({ page, baseURL }) => {
    const watched = watchOrigin(page, baseURL ?? '');
    await page.goto(viewerUrl(`/api/attachments/${docx.id}`, docx.fileName));
    const documentView = page.getByTestId('docx-document');
    await expect(documentView).toHaveAttribute('data-page-count', '1');
    await expect(page.getByTestId('viewer-page-count')).toContainText('共 1 页');
    const sheet = documentView.locator('section.docx').first();
    for (const text of [
      '「A类」',
      '市发改提复〔2026〕8号',
      '关于市政协十四届三次会议第8号提案的答复',
      '张三委员：',
      '联系人：王五',
    ]) {
      await expect(sheet).toContainText(text);
    }
    // The letter's A4 page (210 mm at 96 dpi ≈ 794 px) at the zoom the viewer chose.
    const zoom = Number.parseInt((await page.getByTestId('viewer-zoom').textContent()) ?? '100', 10) / 100;
    const width = (await sheet.boundingBox())?.width ?? 0;
    expect(Math.abs(width - 794 * zoom)).toBeLessThan(4);

    await page.evaluate(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLIFrameElement && node.dataset.testid === 'print-frame') {
              const frameWindow = node.contentWindow;
              if (frameWindow)
                frameWindow.print = () =>
                  document.body.setAttribute(
                    'data-printed-text',
                    frameWindow.document.querySelector('section.docx')?.textContent ?? '',
                  );
            }
      }).observe(document.body, { childList: true });
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect(page.locator('body')).toHaveAttribute(
      'data-printed-text',
      /关于市政协十四届三次会议第8号提案的答复/,
    );
    expect(watched.problems).toEqual([]);
  });
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('bad addresses, missing files and unsupported types get their message', async ({ page }) => {
    await page.goto(viewerUrl('https://example.com/evil.pdf', 'evil.pdf'));
    await expect(page.getByTestId('viewer-bad-source')).toContainText('只能查看本系统中存储的文件');
    // The next addresses by a link inside the app (support/navigate.ts): one load of the app for all.
    await openFromBlank(page, '/officeapps/view?src=%2Fapi%2F..%2Fapps%2Findex');
    await expect(page.getByTestId('viewer-bad-source')).toContainText('只能查看本系统中存储的文件');
    await openFromBlank(page, '/officeapps/view');
    await expect(page.getByTestId('viewer-bad-source')).toContainText('未指定要查看的文件');

    await openFromBlank(
      page,
      viewerUrl('/api/attachments/00000000-0000-0000-0000-000000000000', '不存在.pdf'),
    );
    await expect(page.getByTestId('viewer-error')).toContainText('文件不存在或已被删除。');

    await openFromBlank(page, viewerUrl(`/api/attachments/${png.id}`, png.fileName));
    await expect(page.getByTestId('viewer-unsupported')).toContainText('无法在页面中显示');
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('viewer-unsupported').getByRole('button', { name: '下载' }).click();
    expect((await downloaded).suggestedFilename()).toBe(png.fileName);
  });
});

test("another member cannot open the draft's attachment", async ({ page }) => {
  // Seeded members without an e-mail sign in with their phone (apps/server/src/seed/accounts.ts).
  const response = await page.request.get('/api/auth', {
    params: { email: '13900000002', password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { access_token: string }).access_token;
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
  await page.goto(viewerUrl(`/api/attachments/${pdf.id}`, pdf.fileName));
  await expect(page.getByTestId('viewer-error')).toContainText(/您无权查看此文件。|文件不存在或已被删除。/);
  await expect(page.getByTestId('pdf-document')).toHaveCount(0);
});

test('a signed-out visitor is sent to sign in, not shown the file', async ({ page }) => {
  await page.goto(viewerUrl(`/api/attachments/${pdf.id}`, pdf.fileName));
  await expect(page).not.toHaveURL(/\/officeapps\/view/);
  await expect(page.getByTestId('pdf-document')).toHaveCount(0);
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('the viewer speaks English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto(viewerUrl(`/api/attachments/${pdf.id}`, pdf.fileName));
    await expect(page.getByTestId('pdf-document')).toHaveAttribute('data-page-count', '2');
    await expect(page.getByTestId('viewer-page-count')).toContainText('of 2');
    for (const name of ['Download', 'Print', 'Next page', 'Zoom in', 'Fit to width', 'Back']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await openFromBlank(page, '/officeapps/view?src=%2F%2Fexample.com%2Fapi%2Fx');
    await expect(page.getByTestId('viewer-bad-source')).toContainText(
      'only files stored in this system can be viewed',
    );
    await openFromBlank(page, viewerUrl('/api/attachments/00000000-0000-0000-0000-000000000000', 'gone.pdf'));
    await expect(page.getByTestId('viewer-error')).toContainText(
      'The file does not exist or has been deleted.',
    );
    await openFromBlank(page, viewerUrl(`/api/attachments/${png.id}`, png.fileName));
    await expect(page.getByTestId('viewer-unsupported')).toContainText('cannot be shown in the page');
  });
});
