// Issue 6, "Done when": one proposal through 会办 with two units, clicked through the real UI by the people
// who do it, each in a browser of their own. Staff assign it (lead 市发展和改革委员会, co-unit 市住房和城乡建设局);
// both units sign for it; the lead records a communication, drafts the reply and sends it to the co-unit
// (会签); the co-unit gives its opinion; the lead uploads the signed PDF and submits; staff reject it once,
// the lead resubmits, staff approve. The proposal is then 已答复 and its reply opens in /officeapps/view.
// Only the preparation (the member's proposal, submitted and registered) goes through the API.
import { expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { signInAs, type AccountRef } from '../support/session';
import { minimalPdf, registeredProposal } from '../support/workflow';
import { test } from '../support/test';

// The machine is shared and slow (page chunks can take half a minute under load): one long test, long waits.
test.describe.configure({ timeout: 600_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const LEAD = '市发展和改革委员会';
const CO = '市住房和城乡建设局';
const LEAD_ACCOUNT: AccountRef = 'undertaker'; // fgw@cppcc.demo
const CO_ACCOUNT: AccountRef = { email: 'zjj@cppcc.demo' };
const stamp = Date.now() % 1_000_000;
const title = `关于统筹推进城市老旧管网改造的建议${stamp}`;
const REPLY_BODY = '经研究，我委将会同市住房和城乡建设局统筹推进老旧管网改造，优先安排群众反映集中的片区。';
const SCHEDULE = '改造工作计划于2026年底前完成第一批三十个小区。';
const OPINION = '同意答复稿，建议补充燃气管网同步改造的安排。';
const REJECTION = '答复未说明具体的时间安排，请补充。';

/** A browser of its own for one person, signed in (a demo account from its saved state) and on `path`. */
async function personAt(
  browser: Browser,
  contexts: BrowserContext[],
  account: AccountRef,
  path: string,
): Promise<Page> {
  const saved = typeof account === 'string' ? roleState(account) : undefined;
  const context = await browser.newContext({ storageState: saved });
  contexts.push(context);
  const page = await context.newPage();
  if (saved) await page.goto(path);
  else await signInAs(page, account, path);
  return page;
}

/** The unit task page's own state chip (the siblings table has chips too). */
const taskChip = (page: Page) => page.getByTestId('unit-task').getByTestId('task-state').first();
/** The chip of another unit in the task page's siblings table. */
const siblingChip = (page: Page, unit: string) =>
  page.getByRole('row').filter({ hasText: unit }).getByTestId('task-state');

/** Confirms the unit's task action dialog (its confirm button is named after the action). */
async function confirmTaskAction(page: Page, action: string, label: string) {
  await page.getByTestId('task-actions').locator(`[data-action="${action}"]`).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

/** 提交答复 on the reply page, through its confirmation. */
async function submitReply(page: Page) {
  await page.getByTestId('submit-reply').click();
  await page.getByRole('dialog').getByRole('button', { name: '提交答复' }).click();
  await expect(page.getByTestId('review-outcome')).toContainText('等待提案委审核');
  await expect(page.getByTestId('unit-reply').getByTestId('task-state')).toHaveText('待审核');
}

test('会办: staff assign to two units, both sign, countersign, reject once, approve, reply opens in the viewer', async ({
  browser,
  request,
}) => {
  const contexts: BrowserContext[] = [];
  try {
    const { id: proposalId } = await registeredProposal(request, title);
    const taskPath = `/undertaker/undertaker/detail/${proposalId}`;

    // ── Staff: assign as 会办, lead 发改委, co-unit 住建局 ─────────────────────────────────────────────
    const staff = await personAt(browser, contexts, 'staff', `/apps/proposals/${proposalId}`);
    await test.step('staff assign the proposal as 会办 to the lead and the co-unit', async () => {
      await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(staff.getByTestId('proposal-state')).toHaveText('已立案');
      await staff.getByTestId('proposal-actions').locator('[data-action="assign"]').click();
      const dialog = staff.getByTestId('assign-dialog');
      await expect(dialog.getByRole('heading', { name: '交办提案' })).toBeVisible();
      await dialog.getByRole('radio', { name: '会办' }).check();
      await dialog.getByRole('combobox', { name: '主办单位' }).fill('发展和改革');
      await staff.getByRole('option', { name: LEAD, exact: true }).click();
      await dialog.getByRole('combobox', { name: '协办单位' }).fill('住房');
      await staff.getByRole('option', { name: CO, exact: true }).click();
      await dialog.getByTestId('assign-confirm').click();
      await expect(dialog).toBeHidden();

      await expect(staff.getByTestId('proposal-state')).toHaveText('已交办');
      const section = staff.getByTestId('handling-section');
      await expect(section.getByTestId('handling-mode')).toHaveText('会办');
      const lead = section.locator(`[data-testid="handling-task"][data-unit="${LEAD}"]`);
      const co = section.locator(`[data-testid="handling-task"][data-unit="${CO}"]`);
      await expect(lead.getByTestId('task-role')).toHaveText('主办');
      await expect(lead.getByTestId('task-state')).toHaveText('待签收');
      await expect(co.getByTestId('task-role')).toHaveText('协办');
      await expect(co.getByTestId('task-state')).toHaveText('待签收');
    });

    // ── Both units sign for it ────────────────────────────────────────────────────────────────────
    const lead = await personAt(browser, contexts, LEAD_ACCOUNT, taskPath);
    await test.step('the lead unit signs for it', async () => {
      await expect(lead.getByRole('heading', { name: '办理任务', exact: true })).toBeVisible();
      await expect(lead.getByTestId('task-role')).toHaveText('主办');
      await expect(taskChip(lead)).toHaveText('待签收');
      await confirmTaskAction(lead, 'sign', '签收');
      await expect(taskChip(lead)).toHaveText('办理中');
    });

    const co = await personAt(browser, contexts, CO_ACCOUNT, taskPath);
    await test.step('the co-unit signs for it', async () => {
      await expect(co.getByRole('heading', { name: '办理任务', exact: true })).toBeVisible();
      await expect(co.getByTestId('task-role')).toHaveText('协办');
      await expect(taskChip(co)).toHaveText('待签收');
      await confirmTaskAction(co, 'sign', '签收');
      await expect(taskChip(co)).toHaveText('办理中');
      await expect(siblingChip(co, LEAD)).toHaveText('办理中');
      // No opinion before the lead's draft comes: the page says what it waits for.
      await expect(co.getByTestId('waiting-for-lead-draft')).toContainText('主办单位尚未送来答复稿');
      await expect(co.getByTestId('task-actions').locator('[data-action="send_opinion"]')).toHaveCount(0);
    });

    // ── Lead: communication, draft, send to the co-unit ──────────────────────────────────────────
    await test.step('the lead records a communication with the proposer', async () => {
      await lead.getByRole('button', { name: '新增沟通记录' }).click();
      const dialog = lead.getByRole('dialog', { name: '新增沟通记录' });
      await dialog.getByRole('combobox', { name: '沟通方式' }).click();
      await lead.getByRole('option', { name: '面谈' }).click();
      await dialog.getByLabel('参加人员').fill('刘建国委员，发改委张伟，住建局杨磊');
      await dialog.getByLabel('沟通情况').fill('当面听取委员对管网改造片区安排的意见，委员表示认可。');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(lead.getByTestId('communications')).toContainText('刘建国委员');
    });

    await test.step('the lead drafts the reply', async () => {
      await lead.getByTestId('open-reply').click();
      await expect(lead.getByRole('heading', { name: '提案答复', exact: true })).toBeVisible();
      await expect(lead.getByLabel('标题')).toHaveValue(/的答复$/);
      await lead.getByLabel('文号').fill(`发改提〔2026〕${stamp}号`);
      await lead.getByLabel('答复正文').fill(REPLY_BODY);
      await lead.getByRole('combobox', { name: '答复类别' }).click();
      await lead.getByRole('option', { name: /^B / }).click();
      await lead.getByLabel('签发领导').fill('李明');
      await lead.getByLabel('联系人', { exact: true }).fill('张伟');
      await lead.getByLabel('联系电话').fill('0571-87000000');
      await lead.getByRole('button', { name: '保存', exact: true }).click();
      await expect(lead.getByText('已保存', { exact: true })).toBeVisible();
      // 会办: the checklist counts the co-units' opinions, none yet.
      await expect(lead.getByTestId('submit-checklist')).toContainText('协办意见：已收到 0 份');
    });

    await test.step('the lead sends the draft to the co-unit (会签)', async () => {
      await lead.getByRole('link', { name: '返回办理任务' }).click();
      await expect(lead.getByTestId('reply-state')).toHaveText('草稿');
      await confirmTaskAction(lead, 'send_countersign', '送协办会签');
      await expect(taskChip(lead)).toHaveText('协办会签');
      await expect(lead.getByTestId('reply-state')).toHaveText('会签中');
      await expect(siblingChip(lead, CO)).toHaveText('办理中');
    });

    // ── Co-unit: reads the draft and gives its opinion ───────────────────────────────────────────
    await test.step('the co-unit gives its opinion on the draft', async () => {
      await co.reload();
      await expect(siblingChip(co, LEAD)).toHaveText('协办会签');
      await expect(co.getByTestId('reply-state')).toHaveText('会签中');
      await expect(co.getByTestId('waiting-for-lead-draft')).toHaveCount(0);
      await co.getByTestId('task-actions').locator('[data-action="send_opinion"]').click();
      const dialog = co.getByRole('dialog', { name: '发送协办意见' });
      await expect(dialog.getByTestId('reply-view').getByTestId('reply-body')).toHaveText(REPLY_BODY);
      // The opinion is required.
      await dialog.getByRole('button', { name: '发送协办意见' }).click();
      await expect(dialog.getByText('请填写协办意见')).toBeVisible();
      await dialog.getByLabel('协办意见').fill(OPINION);
      await dialog.getByRole('button', { name: '发送协办意见' }).click();
      await expect(dialog).toBeHidden();
      await expect(taskChip(co)).toHaveText('意见已送主办');
      await expect(co.getByTestId('opinions')).toContainText(OPINION);
      await expect(co.getByTestId('task-actions').locator('[data-action="send_opinion"]')).toHaveCount(0);
    });

    // ── Lead: sees the opinion, uploads the signed PDF, submits ──────────────────────────────────
    await test.step('the lead sees the opinion, uploads the signed PDF and submits', async () => {
      await lead.reload();
      await expect(siblingChip(lead, CO)).toHaveText('意见已送主办');
      await expect(lead.getByTestId('opinions')).toContainText(CO);
      await expect(lead.getByTestId('opinions')).toContainText(OPINION);
      await lead.getByTestId('open-reply').click();
      await expect(lead.getByTestId('submit-checklist')).toContainText('协办意见：已收到 1 份');
      await expect(lead.getByTestId('reply-opinions')).toContainText(OPINION);
      await lead.getByTestId('document-input').setInputFiles({
        name: '答复函.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      });
      await expect(lead.getByTestId('document-name')).toHaveText('答复函.pdf');
      await submitReply(lead);
    });

    // ── Staff: reject once, with a reason ────────────────────────────────────────────────────────
    await test.step('staff reject the reply once, with a reason', async () => {
      await staff.goto('/apps/staff/handling/pending_review');
      await expect(staff.getByRole('heading', { level: 1, name: '答复审核' })).toBeVisible();
      await staff.getByTestId('task-row').getByRole('link', { name: title, exact: true }).click();
      const review = staff.getByTestId('task-review');
      await expect(review).toHaveAttribute('data-state', 'pending_review');
      const panel = staff.getByTestId('reply-panel');
      await expect(panel.getByTestId('reply-state')).toHaveText('待审核');
      await expect(panel.getByTestId('reply-body')).toContainText(REPLY_BODY);
      await expect(staff.getByTestId('opinions')).toContainText(OPINION);
      await expect(staff.getByTestId('communications')).toContainText('刘建国委员');

      await staff.getByTestId('decisions').locator('[data-action="reject_reply"]').click();
      const dialog = staff.getByTestId('decision-dialog');
      await dialog.getByTestId('decision-confirm').click();
      await expect(dialog.getByText('此项为必填项')).toBeVisible();
      await dialog.getByTestId('decision-reason').fill(REJECTION);
      await dialog.getByTestId('decision-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(review).toHaveAttribute('data-state', 'accepted');
      await expect(panel.getByTestId('reply-state')).toHaveText('已退回');
    });

    // ── Lead: reads the reason, completes the reply, resubmits ───────────────────────────────────
    await test.step('the lead reads the reason, adds the schedule and resubmits', async () => {
      await lead.reload();
      await expect(lead.getByTestId('reply-rejected')).toContainText(REJECTION);
      await expect(lead.getByTestId('unit-reply').getByTestId('task-state')).toHaveText('办理中');
      // The co-unit's opinion still stands: no second round of 会签 is needed.
      await expect(lead.getByTestId('submit-checklist')).toContainText('协办意见：已收到 1 份');
      await lead.getByLabel('答复正文').fill(`${REPLY_BODY}\n${SCHEDULE}`);
      await expect(lead.getByText('有未保存的修改')).toBeVisible();
      await lead.getByRole('button', { name: '保存', exact: true }).click();
      await expect(lead.getByText('已保存', { exact: true })).toBeVisible();
      await submitReply(lead);
    });

    // ── Staff: approve ───────────────────────────────────────────────────────────────────────────
    await test.step('staff approve the resubmitted reply', async () => {
      await staff.reload();
      const review = staff.getByTestId('task-review');
      await expect(review).toHaveAttribute('data-state', 'pending_review');
      const panel = staff.getByTestId('reply-panel');
      await expect(panel.getByTestId('reply-state')).toHaveText('待审核');
      await expect(panel.getByTestId('reply-body')).toContainText(SCHEDULE);
      await staff.getByTestId('decisions').locator('[data-action="approve_reply"]').click();
      const dialog = staff.getByTestId('decision-dialog');
      await expect(dialog.getByRole('heading', { name: '审核通过' })).toBeVisible();
      await dialog.getByTestId('decision-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(review).toHaveAttribute('data-state', 'replied');
      await expect(panel.getByTestId('reply-state')).toHaveText('已通过');
    });

    await test.step('the lead sees the reply approved', async () => {
      await lead.reload();
      await expect(lead.getByTestId('review-outcome')).toContainText('审核通过');
      await expect(lead.getByTestId('unit-reply').getByTestId('task-state')).toHaveText('已答复');
    });

    // ── The proposal is replied; its reply document opens in the viewer ──────────────────────────
    await test.step('the proposal shows 已答复 and the reply PDF opens in /officeapps/view', async () => {
      await staff.goto(`/apps/proposals/${proposalId}`);
      await expect(staff.getByTestId('proposal-state')).toHaveText('已答复');
      const section = staff.getByTestId('handling-section');
      await expect(
        section.locator(`[data-testid="handling-task"][data-unit="${LEAD}"]`).getByTestId('task-state'),
      ).toHaveText('已答复');
      await expect(
        section.locator(`[data-testid="handling-task"][data-unit="${CO}"]`).getByTestId('task-state'),
      ).toHaveText('意见已送主办');
      await section.getByTestId('reply-link').click();
      await expect(staff).toHaveURL(/\/officeapps\/view\?src=%2Fapi%2Freplies%2F[^&]+%2Fdocument&name=/);
      await expect(staff.getByTestId('viewer-file-name')).toHaveText('答复函.pdf');
      await expect(staff.getByTestId('pdf-document')).toHaveAttribute('data-page-count', '1');
      const firstPage = staff.locator('[data-testid="pdf-page"][data-page-number="1"]');
      await expect(firstPage).toHaveAttribute('data-rendered', 'true');
      await expect(firstPage.locator('canvas')).toHaveCount(1);
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
