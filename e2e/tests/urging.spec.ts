// Issue 28 §3: staff urge (催办) three overdue tasks at once from the overdue queue; the units get the notice
// and see the urge on their task page. The demo seed leaves three tasks past their due date.
import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { signInAs } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/** The seeded clerks of the units that have overdue tasks (apps/server/src/seed/accounts.ts). */
const CLERKS: Record<string, string> = {
  市生态环境局: 'sthjj@cppcc.demo',
  市交通运输局: 'jtj@cppcc.demo',
  市发展和改革委员会: 'fgw@cppcc.demo',
};

interface Urges {
  items: { message: string; by: { displayName: string } }[];
}

test.use({ storageState: roleState('staff') });

test('staff urge three overdue tasks at once; the unit sees the urge', async ({ page, request, browser }) => {
  const message = `请于本周五前报送答复（催办${Date.now()}）`;
  await page.goto('/apps/staff/handling/overdue');
  const rows = page.getByTestId('task-row');
  await expect(rows.nth(2)).toBeVisible();
  const chosen: { task: string; unit: string }[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    await row.getByRole('checkbox').check();
    chosen.push({
      task: (await row.getAttribute('data-task')) ?? '',
      unit: (await row.getAttribute('data-unit')) ?? '',
    });
  }
  await page.getByTestId('urge-selected').click();
  const dialog = page.getByRole('dialog', { name: '催办' });
  await expect(dialog.getByTestId('urge-target')).toContainText('3 件任务');
  // The message is required.
  await dialog.getByRole('button', { name: '发送催办' }).click();
  await expect(dialog.getByRole('textbox', { name: '催办内容' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: '催办内容' }).fill(message);
  await dialog.getByRole('button', { name: '发送催办' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已催办 3 件任务')).toBeVisible();

  // Each task holds its urge: who and what.
  const staff = await actingAs(request, 'staff');
  for (const { task } of chosen) {
    const urges = await staff<Urges>('GET', `/api/tasks/${task}/urges`);
    expect(urges.items[0]).toMatchObject({ message, by: { displayName: '提案委 王晓芳' } });
  }

  // A unit's clerk is told and sees the urge on its task page.
  const target = chosen.find((item) => item.unit in CLERKS);
  expect(target, `an urged task of a unit with a known clerk: ${JSON.stringify(chosen)}`).toBeDefined();
  const email = CLERKS[target?.unit ?? ''] ?? '';
  const clerk = await actingAs(request, { email });
  const notices = await clerk<{ items: { kind: string; params: { reason: string } }[] }>(
    'GET',
    '/api/notifications',
  );
  expect(notices.items.some((item) => item.kind === 'task_urged' && item.params.reason === message)).toBe(
    true,
  );
  const detail = await staff<{ proposal: { id: string } }>('GET', `/api/tasks/${target?.task ?? ''}`);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const unitPage = await context.newPage();
  await signInAs(unitPage, { email }, `/undertaker/undertaker/detail/${detail.proposal.id}`);
  const urges = unitPage.getByTestId('task-urges');
  await expect(urges).toContainText(message);
  await expect(urges).toContainText('提案委 王晓芳 催办');
  await context.close();
});
