// Issue 28 §4 in the browser: staff register a proposal on a topic the office has handled before — the
// category suggested from history is applied with one click — then assign it: the units suggested from
// history come best first, each with its reason, and one click puts the first on the assignment.
// The history is the demo's (seed/suggestion-history.ts: 规范校外培训 handled twice by 市教育局).
import { expect as baseExpect } from '@playwright/test';
import { stamp } from '../support/replies';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
const EDUCATION = '市教育局';
/** The demo text the history holds twice (DEMO_PROPOSAL_TEXTS[21], 市教育局, category 社会建设). */
const TEXT = {
  title: '关于规范校外培训机构管理的建议',
  analysis:
    '“双减”政策实施后，学科类校外培训得到有效治理，但隐形变异培训、非学科类培训预收费风险等问题仍时有发生，家长投诉较多。',
  suggestions:
    '一是建立校外培训预收费资金监管全覆盖机制；二是加强对“一对一”家教、众筹私教等隐形变异培训的巡查；三是建立非学科类培训机构准入标准和黑名单制度。',
};

test.use({ storageState: roleState('staff') });

test('registration and assignment show suggestions from history with reasons; one click applies one', async ({
  page,
}) => {
  const title = `${TEXT.title}${stamp}`;
  const member = await actingAs(page.request, 'member');
  const draft = await member<{ id: string; version: number }>('POST', '/api/proposals', {
    title,
    analysis: TEXT.analysis,
    suggestions: TEXT.suggestions,
    kind: 'individual',
    // The member's own pick differs from the history's.
    categoryCode: 'economy',
  });
  await member('POST', `/api/proposals/${draft.id}/transitions`, {
    action: 'submit',
    version: draft.version,
  });

  await page.goto(`/apps/proposals/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByTestId('proposal-actions').locator('[data-action="register"]').click();
  const categories = page.getByTestId('category-suggestions');
  const firstCategory = categories.getByTestId('category-suggestion').first();
  await expect(firstCategory).toContainText('社会建设');
  await expect(firstCategory).toContainText(/\d+件相似提案中\d+件归入此类/);
  await expect(categories).toContainText('提案人所选');
  await firstCategory.getByRole('button', { name: '选用社会建设' }).click();
  await expect(firstCategory.getByRole('button', { name: /社会建设（已选用）/ })).toBeVisible();
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId('proposal-state')).toHaveText('已立案');

  await page.getByTestId('proposal-actions').locator('[data-action="assign"]').click();
  const dialog = page.getByTestId('assign-dialog');
  const first = dialog.getByTestId('unit-suggestion').first();
  await expect(first.getByTestId('suggestion-chip')).toHaveAttribute('data-unit', EDUCATION);
  await expect(first.getByTestId('suggestion-reason')).toHaveText(
    /^办理过\d+件相似提案；(从未被调整|相似提案中被调整\d+次)；(按时答复\d+%|尚无答复)(；委员满意\d+\/\d+)?$/,
  );
  await first.getByTestId('suggestion-chip').click();
  await expect(first.getByTestId('suggestion-chip')).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByTestId('assign-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('proposal-state')).toHaveText('已交办');
  await expect(
    page.getByTestId('handling-section').locator(`[data-testid="handling-task"][data-unit="${EDUCATION}"]`),
  ).toBeVisible();
});

test.describe(() => {
  test.use({ storageState: roleState('admin') });

  test('the replay report shows top-1 and top-3 accuracy per past session', async ({ page }) => {
    await page.goto('/apps/admin/suggestion-replay');
    await expect(page.getByRole('heading', { level: 1, name: '推荐准确率回放' })).toBeVisible();
    const table = page.getByTestId('suggestion-replay');
    await expect(table).toContainText('十五届一次会议');
    await expect(table.getByTestId('replay-top1').first()).toHaveText(/^\d+%（\d+\/\d+）$/);
    await expect(table.getByTestId('replay-top3').first()).toHaveText(/^\d+%（\d+\/\d+）$/);
  });
});
