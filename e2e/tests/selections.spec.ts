// Issue 29 §1: an excellent-proposal selection from nomination to vote to published result — staff nominate
// in the browser and open the vote, the demo member votes once, staff close, count, record the committee's
// decision and publish, and the member reads the result with the chosen proposal and its count.
import { expect as baseExpect } from '@playwright/test';
import { demoAccount, type SelectionDetail, type SelectionPeople } from '@cppcc/contracts';
import { roleState, roleToken } from '../support/roles';
import { actingAs, registeredProposal } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const STAMP = Date.now() % 1_000_000;
const TITLE = `优秀提案评选${STAMP}`;
const PROPOSAL = `关于推进社区食堂建设的建议${STAMP}`;
let selectionId = '';

test.describe.serial('excellent-proposal selection', () => {
  test.describe(() => {
    test.use({ storageState: roleState('staff') });
    test('staff nominate a proposal and open the vote', async ({ page, request }) => {
      await registeredProposal(request, PROPOSAL);
      const staff = await actingAs(request, 'staff');
      const created = await staff<SelectionDetail>('POST', '/api/selections', {
        kind: 'excellent_proposal',
        title: TITLE,
        quota: 1,
        votingClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      selectionId = created.id;
      const people = await staff<SelectionPeople>('GET', '/api/selections/voter-options');
      const member = people.items.find((person) => person.displayName === demoAccount('member').displayName);
      await page.goto(`/apps/selections/${selectionId}`);
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await page.getByRole('button', { name: '提名', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: '提案' }).fill(PROPOSAL);
      await page.getByRole('option', { name: new RegExp(PROPOSAL) }).click();
      await dialog.getByRole('textbox', { name: '提名理由' }).fill('建议具体可行，答复已落实');
      await dialog.getByRole('button', { name: '提名', exact: true }).click();
      await expect(page.getByTestId('selection-candidate').filter({ hasText: PROPOSAL })).toBeVisible();

      const current = await staff<SelectionDetail>('GET', `/api/selections/${selectionId}`);
      const voters = await request.put(`/api/selections/${selectionId}/voters`, {
        headers: { Authorization: `Bearer ${roleToken('staff')}` },
        data: { version: current.version, userIds: [member?.id ?? ''] },
      });
      expect(voters.ok(), await voters.text()).toBe(true);
      await page.reload();
      await page.getByRole('button', { name: '开始投票' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('投票中', { exact: true })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ storageState: roleState('member') });
    test('the member votes once and sees no counts meanwhile', async ({ page }) => {
      await page.goto('/apps/selections');
      await page.getByRole('link', { name: new RegExp(TITLE) }).click();
      const candidate = page.getByTestId('selection-candidate').filter({ hasText: PROPOSAL });
      await candidate.getByRole('checkbox').check();
      await page.getByRole('button', { name: '提交投票' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(page.getByText(/您已于 .* 投票/)).toBeVisible();
      await expect(page.getByRole('button', { name: '提交投票' })).toHaveCount(0);
      await expect(candidate).not.toContainText('票数相同');
      await expect(candidate.getByText(/\d+ 票/)).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ storageState: roleState('staff') });
    test('staff end the vote, count, record the decision and publish', async ({ page }) => {
      await page.goto(`/apps/selections/${selectionId}`);
      await page.getByRole('button', { name: '立即结束投票' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      // The step's answer first: a count sent before it would carry the selection's old version.
      await expect(page.getByText('操作成功')).toBeVisible();
      await page.getByRole('button', { name: '计票' }).click();
      const candidate = page.getByTestId('selection-candidate').filter({ hasText: PROPOSAL });
      await expect(candidate).toContainText('1 票');
      await page.getByRole('button', { name: '记录会议决定' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: new RegExp(PROPOSAL) }).check();
      await dialog.getByRole('button', { name: '记录会议决定' }).click();
      await expect(candidate).toContainText('当选');
      await page.getByRole('button', { name: '公布结果' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('已公布', { exact: true })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ storageState: roleState('member') });
    test('the member reads the published result', async ({ page }) => {
      await page.goto(`/apps/selections/${selectionId}`);
      const candidate = page.getByTestId('selection-candidate').filter({ hasText: PROPOSAL });
      await expect(candidate).toContainText('当选');
      await expect(candidate).toContainText('1 票');
      await expect(page.getByText(/会议决定：/)).toBeVisible();
    });
  });
});
