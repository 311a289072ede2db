// Issue 27 §2 and §4: staff publish a topic of the guide, a member picks it in the proposal editor and the
// statistics count it; staff enter a member's paper proposal, which the member then finds as theirs.
import { expect as baseExpect } from '@playwright/test';
import type { MemberPicker, ProposalDetail, ProposalList, TopicStatistics } from '@cppcc/contracts';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const TOPIC = `发展银发经济${Date.now() % 1_000_000}`;

test.describe.serial('topic guide', () => {
  test.describe(() => {
    test.use({ storageState: roleState('staff') });
    test('staff add and publish a topic', async ({ page }) => {
      await page.goto('/apps/staff/topics');
      await page.getByRole('button', { name: '新增选题' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: '选题标题' }).fill(TOPIC);
      await dialog.getByRole('textbox', { name: '背景说明' }).fill('人口老龄化加快，养老服务需求持续增长。');
      await dialog.getByRole('textbox', { name: '提出单位' }).fill('市民政局');
      await dialog.getByRole('button', { name: '保存' }).click();
      const card = page.getByTestId('topic-card').filter({ hasText: TOPIC });
      await expect(card).toContainText('草稿');
      // A double click publishes once: the second click would carry the version the first one changed.
      const publishes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/topics\/[^/]+\/publish$/.test(request.url())) {
          publishes.push(request.url());
        }
      });
      await card.getByRole('button', { name: '发布' }).dblclick();
      await expect(card).toContainText('已发布');
      await expect(card.getByRole('button', { name: '撤回' })).toBeEnabled();
      expect(publishes).toHaveLength(1);
      await expect(page.getByTestId('message-banner')).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ storageState: roleState('member') });
    test('a member sees the topic and picks it in the editor', async ({ page }) => {
      await page.goto('/apps/todo/index');
      await expect(page.getByTestId('topic-guide')).toContainText(TOPIC);
      await page.goto('/apps/proposals/new');
      const editor = page.getByTestId('proposal-editor');
      await editor.getByLabel('案由').fill(`关于${TOPIC}的建议`);
      await editor.getByLabel('情况分析').fill(`${TOPIC}是本届政协关注的重点。`);
      await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
      await editor.getByLabel('选题').click();
      await page.getByRole('option', { name: TOPIC }).click();
      await expect(page.getByTestId('save-status')).toContainText('已保存');
    });
  });

  test.describe(() => {
    test.use({ storageState: roleState('staff') });
    test('the statistics count the proposal under its topic', async ({ page, request }) => {
      await expect
        .poll(async () => {
          const stats = await apiCall<TopicStatistics>(
            request,
            roleToken('staff'),
            'GET',
            '/api/statistics/topics',
          );
          return stats.items.find((item) => item.title === TOPIC)?.drafts;
        })
        .toBe(1);
      await page.goto('/apps/staff/statistics');
      const row = page.getByTestId('table-topics').getByTestId('stat-row').filter({ hasText: TOPIC });
      await expect(row).toContainText('1');
    });

    test('staff enter a paper proposal for a member', async ({ page, request }) => {
      const staff = roleToken('staff');
      const members = await apiCall<MemberPicker>(request, staff, 'GET', '/api/members?q=');
      const member = members.items[0];
      if (!member) throw new Error('no member in the demo data');
      const title = `关于社区助餐服务的建议（纸质${Date.now() % 1_000_000}）`;
      const entered = await apiCall<ProposalDetail>(request, staff, 'POST', '/api/proposals/paper', {
        title,
        analysis: '老年人就餐难问题突出。',
        suggestions: '建设社区长者食堂。',
        categoryCode: 'society',
        memberId: member.id,
        paperNumber: 'ZZ-E2E-1',
      });
      expect(entered.state).toBe('submitted');
      const found = await apiCall<ProposalList>(
        request,
        staff,
        'GET',
        `/api/proposals?q=${encodeURIComponent(title)}`,
      );
      expect(found.items.map((item) => item.id)).toEqual([entered.id]);
      await page.goto(`/apps/proposals/${entered.id}`);
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByTestId('proposal-state')).toHaveText('待审查');
    });
  });
});
