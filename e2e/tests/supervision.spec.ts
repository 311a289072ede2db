// Issue 7 in the browser: staff mark a key proposal with its leader and record supervision activities.
import { expect as baseExpect } from '@playwright/test';
import { assignedProposal, pageAs, stamp } from '../support/replies';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe(() => {
  test.use({ storageState: roleState('staff') });
  test('staff mark a key proposal with its leader and record a supervision activity', async ({
    page,
    browser,
  }) => {
    const title = `关于推进重点提案督办工作的建议${stamp}`;
    const proposalId = await assignedProposal(page.request, title);
    const staffApi = await actingAs(page.request, 'staff');
    const leaders = await staffApi<{ items: { id: string; displayName: string }[] }>(
      'GET',
      '/api/supervision/leaders',
    );
    const leader = leaders.items[0]?.displayName ?? '';

    await page.goto(`/apps/proposals/${proposalId}`);
    const section = page.getByTestId('key-section');
    await expect(section).toContainText('本提案未列为重点提案');
    await section.getByRole('button', { name: '设为重点提案' }).click();
    const keyDialog = page.getByRole('dialog', { name: '设为重点提案' });
    await keyDialog.getByTestId('key-confirm').click();
    await expect(keyDialog.getByText('此项为必填项')).toBeVisible();
    await keyDialog.getByRole('combobox', { name: /督办领导/ }).click();
    await page.getByRole('option', { name: leader, exact: true }).click();
    await keyDialog.getByTestId('key-confirm').click();
    await expect(keyDialog).toBeHidden();
    await expect(section.getByTestId('key-chip')).toHaveText('重点提案');
    await expect(section.getByTestId('key-leader')).toContainText(leader);
    await expect(section).toContainText('暂无督办记录');

    await section.getByRole('button', { name: '新增督办记录' }).click();
    const record = page.getByRole('dialog', { name: '新增督办记录' });
    await record.getByLabel(/督办情况/).fill(' ');
    await record.getByTestId('supervision-confirm').click();
    await expect(record.getByText('此项为必填项')).toHaveCount(2);
    await record.getByRole('combobox', { name: /督办方式/ }).click();
    await page.getByRole('option', { name: '视察' }).click();
    await record.getByLabel(/督办情况/).fill('督办领导带队视察停车设施建设现场，要求年内完成。');
    await record.getByTestId('supervision-confirm').click();
    await expect(record).toBeHidden();
    await expect(section.getByTestId('supervision')).toHaveCount(1);
    await expect(section.getByTestId('supervision')).toContainText('视察');
    await expect(section.getByTestId('supervision')).toContainText('年内完成');
    await expect(page.getByTestId('proposal-timeline')).toContainText('督办');

    // The same section in English; the member (not staff) sees the record but no buttons.
    const english = await pageAs(browser, 'staff', `/apps/proposals/${proposalId}`, 'en');
    const en = english.getByTestId('key-section');
    await expect(en.getByRole('heading', { name: 'Key proposal supervision' })).toBeVisible();
    await expect(en.getByTestId('supervision')).toContainText('Inspection');
    const member = await pageAs(browser, 'member', `/apps/proposals/${proposalId}`);
    await expect(member.getByTestId('key-section').getByTestId('supervision')).toHaveCount(1);
    await expect(member.getByTestId('key-section').getByRole('button')).toHaveCount(0);
  });
});
