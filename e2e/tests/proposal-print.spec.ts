// Issue 7 in the browser: the proposal page prints as a clean form.
import { expect as baseExpect } from '@playwright/test';
import { stamp } from '../support/replies';
import { roleState } from '../support/roles';
import { registeredProposal } from '../support/workflow';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe(() => {
  test.use({ storageState: roleState('staff') });
  test('the proposal prints as a clean form', async ({ page }) => {
    const title = `关于打印提案单的测试${stamp}`;
    const { id } = await registeredProposal(page.request, title);
    await page.goto(`/apps/proposals/${id}`);
    await expect(page.getByTestId('proposal-page')).toBeVisible();
    const sheet = page.getByTestId('proposal-print-sheet');
    await expect(sheet).toBeHidden();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await expect(sheet).toContainText(title);
    await expect(sheet).toContainText(/第\d+号/);
    await expect(sheet).toContainText('委员 刘建国');
    await expect(sheet).toContainText('经济建设');
    await expect(sheet).toContainText('挖潜增建公共停车设施');
  });
});
