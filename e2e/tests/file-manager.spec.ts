import type { FileManagerItem, FileManagerListing } from '@cppcc/contracts';
import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs, minimalPdf, PNG } from '../support/workflow';
import { test } from '../support/test';

/**
 * The file manager (issue 16, seed 001 /apps/file-manager): upload two files at once, see a picture's
 * preview and a PDF in the document viewer, read the details, move the picture into a folder and delete it;
 * and the key error case, a file whose content is not what its name says refused with the server's reason.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('member') });

const tag = () => Math.random().toString(36).slice(2, 8);

test('uploads, previews, moves and deletes files', async ({ page }) => {
  const t = tag();
  const member = await actingAs(page.request, 'member');
  const target = await member<FileManagerItem>('POST', '/api/file-manager-app/folders', {
    name: `目标${t}`,
    folderId: null,
  });
  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/file-manager');
  await expect(page.getByTestId('file-row-提案材料')).toBeVisible();

  // Two files at once, each listed when its upload is done.
  await page.getByTestId('file-upload-input').setInputFiles([
    { name: `照片${t}.png`, mimeType: 'image/png', buffer: PNG },
    { name: `纪要${t}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf() },
  ]);
  const photo = page.getByTestId(`file-row-照片${t}.png`);
  await expect(photo).toBeVisible();
  await expect(page.getByTestId(`file-row-纪要${t}.pdf`)).toBeVisible();
  await expect(page.getByTestId('uploads')).toHaveCount(0);

  // The details of the picture, with its thumbnail.
  await photo.getByRole('button', { name: `照片${t}.png`, exact: true }).click();
  const details = page.getByTestId('file-details');
  await expect(details).toContainText('PNG');
  await expect(details).toContainText('委员 刘建国');
  await expect(details).toContainText('我的文件');
  await expect(details.getByRole('img', { name: `照片${t}.png` })).toBeVisible();
  await details.getByRole('button', { name: '关闭详细信息' }).click();

  // The picture previews in the page; the PDF opens in the document viewer.
  await page.getByRole('button', { name: `照片${t}.png 的操作` }).click();
  await page.getByRole('menuitem', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: `预览：照片${t}.png` });
  await expect(preview.getByRole('img', { name: `照片${t}.png` })).toBeVisible();
  await preview.getByRole('button', { name: '关闭', exact: true }).click();
  await page.getByRole('button', { name: `纪要${t}.pdf 的操作` }).click();
  await page.getByRole('menuitem', { name: '预览' }).click();
  await expect(page).toHaveURL(/\/officeapps\/view\?src=%2Fapi%2Ffile-manager-app%2Ffiles%2F/);
  await expect(page.getByTestId('viewer-file-name')).toHaveText(`纪要${t}.pdf`);
  await expect(page.getByTestId('pdf-document')).toHaveAttribute('data-page-count', '1');
  await page.goBack();

  // Move the picture into the folder.
  await page.getByRole('button', { name: `照片${t}.png 的操作` }).click();
  await page.getByRole('menuitem', { name: '移动' }).click();
  const move = page.getByRole('dialog', { name: `移动“照片${t}.png”` });
  await move.getByRole('combobox', { name: '目标文件夹' }).click();
  await page.getByRole('option', { name: `我的文件 / 目标${t}` }).click();
  await move.getByRole('button', { name: '移动' }).click();
  await expect(move).toBeHidden();
  await expect(photo).toHaveCount(0);
  await page.getByRole('link', { name: `目标${t}` }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/file-manager/${target.id}$`));
  await expect(page.getByTestId('folder-path')).toContainText(`目标${t}`);
  await expect(photo).toBeVisible();

  // Delete it after confirming.
  await page.getByRole('button', { name: `照片${t}.png 的操作` }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: `删除“照片${t}.png”？` });
  await expect(confirm).toContainText('永久删除');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(photo).toHaveCount(0);
  await expect(page.getByTestId('file-manager-empty')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await member<FileManagerListing>('GET', `/api/file-manager-app/files?folderId=${target.id}`)).items
          .length,
    )
    .toBe(0);
});

test('refuses a file whose content is not what its name says', async ({ page }) => {
  const t = tag();
  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/file-manager');
  await expect(page.getByTestId('file-row-提案材料')).toBeVisible();
  await page.getByTestId('file-upload-input').setInputFiles({
    name: `伪装${t}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByTestId('uploads').getByRole('alert')).toContainText(
    `伪装${t}.pdf 上传失败：文件内容与扩展名不符`,
  );
  await expect(page.getByTestId(`file-row-伪装${t}.pdf`)).toHaveCount(0);
});
