// Issue 7 in the browser: a signer evaluates 不满意, staff send it back for re-handling, the unit replies
// again, the second evaluation is 满意 and the proposal is 已办结. The unit's steps are prepared through the
// API as fgw@cppcc.demo (support/replies.ts). Supervision, the public page, printing and the audit log have
// specs of their own.
import { expect as baseExpect, type Page } from '@playwright/test';
import { assignedProposal, FGW, pageAs, stamp, unitReplies } from '../support/replies';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const reviewCard = (page: Page, title: string) => page.getByTestId('review-card').filter({ hasText: title });

async function evaluate(
  page: Page,
  title: string,
  answers: { attitude: string; result: string; contacted: string; comment?: string },
) {
  const form = reviewCard(page, title).getByTestId('evaluation-form');
  await form
    .getByRole('radiogroup', { name: /办理态度/ })
    .getByRole('radio', { name: answers.attitude, exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: /办理结果/ })
    .getByRole('radio', { name: answers.result, exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: /沟通/ })
    .getByRole('radio', { name: answers.contacted, exact: true })
    .check();
  if (answers.comment) await form.getByRole('textbox', { name: /意见/ }).fill(answers.comment);
  await form.getByRole('button', { name: '提交评价' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('不能修改');
  await confirm.getByRole('button', { name: '提交评价' }).click();
}

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('不满意, re-handling, a second reply evaluated 满意: the proposal is 已办结', async ({
    page,
    browser,
  }) => {
    const title = `关于完善老旧小区停车设施的建议${stamp}`;
    const proposalId = await assignedProposal(page.request, title);
    await unitReplies(page.request, proposalId);

    // The member finds the reply in the review folder and in the overview's to-dos.
    await page.goto('/apps/todo/index');
    await expect(page.getByTestId('needs-action')).toContainText(`评价答复：${title}`);
    await page.getByRole('tab', { name: '待评价答复' }).click();
    await expect(page).toHaveURL(/\/apps\/todo\/review$/);
    const card = reviewCard(page, title);
    await expect(card.getByTestId('review-reply')).toContainText(FGW);
    await expect(card.getByTestId('result-class')).toContainText('B');
    await expect(card.getByRole('link', { name: /^在线查看 .+\.docx$/ })).toHaveAttribute(
      'href',
      /\/officeapps\/view\?src=/,
    );
    await card.getByRole('button', { name: '展开答复全文' }).click();
    await expect(card.getByTestId('reply-text')).toContainText('第1次答复');

    // Every choice is required; a 不满意 needs a comment (the shared rule).
    const form = card.getByTestId('evaluation-form');
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.getByText('此项为必填项')).toHaveCount(3);
    await form
      .getByRole('radiogroup', { name: /办理态度/ })
      .getByRole('radio', { name: '基本满意' })
      .check();
    await form
      .getByRole('radiogroup', { name: /办理结果/ })
      .getByRole('radio', { name: '不满意' })
      .check();
    await form.getByRole('radiogroup', { name: /沟通/ }).getByRole('radio', { name: '是' }).check();
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.getByText('选择“不满意”时，请说明理由')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Cancelling the confirmation sends nothing.
    await form.getByRole('textbox', { name: /意见/ }).fill('措施不够具体，缺少时间表。');
    await form.getByRole('button', { name: '提交评价' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '提交评价' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByTestId('evaluation-outcome')).toContainText('已提交');
    await expect(card.getByTestId('my-evaluation')).toContainText('不满意');
    await expect(card.getByTestId('review-waiting')).toContainText('提案委将核实');

    // Staff see the evaluation and confirm re-handling with a comment and the default due date.
    const staff = await pageAs(browser, 'staff', `/apps/proposals/${proposalId}`);
    const section = staff.getByTestId('evaluation-section');
    await expect(section.getByTestId('evaluation-row')).toContainText('措施不够具体');
    await expect(section.getByTestId('unsatisfied-notice')).toBeVisible();
    await expect(section.getByRole('button', { name: '协商办结' })).toHaveCount(0);
    await section.getByRole('button', { name: '重新办理' }).click();
    const dialog = staff.getByRole('dialog', { name: '重新办理' });
    await expect(dialog.getByLabel('新的办理期限')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByTestId('closing-confirm').click();
    await expect(dialog.getByText('此项为必填项')).toBeVisible();
    await dialog.getByLabel(/重新办理要求/).fill('请进一步细化措施，明确完成时限。');
    await dialog.getByTestId('closing-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByTestId('proposal-state')).toHaveText('重新办理');
    await expect(section).toContainText('承办单位正在重新办理');

    // The unit replies again; staff approve it (API). The member evaluates the new reply 满意.
    await unitReplies(page.request, proposalId);
    await page.reload();
    await expect(reviewCard(page, title).getByTestId('evaluation-form')).toBeVisible();
    await reviewCard(page, title).getByRole('button', { name: '展开答复全文' }).click();
    await expect(reviewCard(page, title).getByTestId('reply-text')).toContainText('第2次答复');
    await evaluate(page, title, { attitude: '满意', result: '满意', contacted: '是' });
    await expect(page.getByTestId('evaluation-outcome')).toContainText('提案已办结');
    await expect(reviewCard(page, title)).toHaveCount(0);

    await page.getByTestId('evaluation-outcome').getByRole('link', { name: '查看提案' }).click();
    await expect(page.getByTestId('proposal-state')).toHaveText('已办结');
    await expect(page.getByTestId('evaluation-section')).toContainText('重新办理后的答复');
    await expect(page.getByTestId('evaluation-closed')).toBeVisible();
    await staff.reload();
    await expect(staff.getByTestId('proposal-state')).toHaveText('已办结');
    await expect(staff.getByTestId('proposal-timeline')).toContainText('重新办理');
  });
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('the review folder speaks English and checks the comment too', async ({ page }) => {
    const title = `Evaluation in English ${stamp}`;
    const proposalId = await assignedProposal(page.request, title);
    await unitReplies(page.request, proposalId);
    await useLanguage(page, 'en');
    await page.goto('/apps/todo/review');
    await expect(page.getByRole('heading', { name: 'Replies to evaluate', exact: true })).toBeVisible();
    const form = reviewCard(page, title).getByTestId('evaluation-form');
    await form
      .getByRole('radiogroup', { name: /Attitude/ })
      .getByRole('radio', { name: 'Unsatisfied' })
      .check();
    await form
      .getByRole('radiogroup', { name: /Result/ })
      .getByRole('radio', { name: 'Basically satisfied' })
      .check();
    await form
      .getByRole('radiogroup', { name: /contact/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await form.getByRole('button', { name: 'Send evaluation' }).click();
    await expect(form.getByText('Please explain why you are not satisfied.')).toBeVisible();
  });
});
