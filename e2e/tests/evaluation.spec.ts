// Issue 7 in the browser: a signer evaluates 不满意, staff send it back for re-handling, the unit replies
// again, the second evaluation is 满意 and the proposal is 已办结; a key proposal gets a supervision
// record; the public page lists only public replies; the audit log and the printed forms. The unit's
// steps are prepared through the API as fgw@cppcc.demo (support/workflow.ts).
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage, type Language } from '../support/session';
import { actingAs, registeredProposal, unitIdByName } from '../support/workflow';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const FGW = '市发展和改革委员会';
const CONTACT_PHONE = '0571-88886666';
const stamp = Date.now() % 1_000_000;

interface Task {
  id: string;
  version: number;
  round: number;
  reply: { id: string; version: number } | null;
}

/** A registered proposal of the demo member, assigned 单办 to 发改委. */
async function assignedProposal(request: APIRequestContext, title: string): Promise<string> {
  const staff = await actingAs(request, 'staff');
  const registered = await registeredProposal(request, title);
  await staff('POST', `/api/proposals/${registered.id}/assign`, {
    version: registered.version,
    handlingMode: 'single',
    leadUnitIds: [await unitIdByName(request, FGW)],
    coUnitIds: [],
  });
  return registered.id;
}

/**
 * 发改委 handles its (current round's) task: signs, records a call, fills and publishes the reply as asked,
 * generates the letter and submits; staff approve. Returns the reply's id.
 */
async function unitReplies(
  request: APIRequestContext,
  proposalId: string,
  publication: 'full' | 'summary' | 'private' = 'full',
): Promise<string> {
  const fgw = await actingAs(request, 'undertaker');
  const staff = await actingAs(request, 'staff');
  const fresh = await fgw<Task>('GET', `/api/proposals/${proposalId}/my-task`);
  const signed = await fgw<Task>('POST', `/api/tasks/${fresh.id}/transitions`, {
    action: 'sign',
    version: fresh.version,
  });
  const replyId = signed.reply?.id ?? '';
  const reply = await fgw<{ version: number }>('GET', `/api/replies/${replyId}`);
  await fgw('PATCH', `/api/replies/${replyId}`, {
    version: reply.version,
    docNumber: `发改函〔2026〕${stamp}号`,
    body: `经研究，我委将会同有关部门推进停车设施建设（第${signed.round}次答复）。\n\n感谢您对发展改革工作的关心。`,
    resultClass: 'B',
    signingLeader: '王主任',
    contactPerson: '李科长',
    contactPhone: CONTACT_PHONE,
    publication,
  });
  await fgw('POST', `/api/tasks/${signed.id}/communications`, {
    method: 'phone',
    date: new Date().toISOString(),
    participants: '刘建国委员，发改委李科长',
    notes: '电话沟通办理思路。',
  });
  await fgw('POST', `/api/replies/${replyId}/letter`);
  const ready = await fgw<Task>('GET', `/api/proposals/${proposalId}/my-task`);
  const submitted = await fgw<Task>('POST', `/api/tasks/${ready.id}/transitions`, {
    action: 'submit_reply',
    version: ready.version,
  });
  await staff('POST', `/api/tasks/${submitted.id}/transitions`, {
    action: 'approve_reply',
    version: submitted.version,
  });
  return replyId;
}

/** A page of its own (own storage), signed in as `account` (its saved state) in `language`. */
async function pageAs(
  browser: Browser,
  account: 'member' | 'staff' | 'admin',
  path: string,
  language: Language = 'zh-CN',
): Promise<Page> {
  const context = await browser.newContext({ storageState: roleState(account) });
  const page = await context.newPage();
  if (language !== 'zh-CN') await useLanguage(page, language);
  await page.goto(path);
  return page;
}

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

test('the public page lists only public replies, without contact details', async ({ page, browser }) => {
  const shown = `公开答复测试甲${stamp}`;
  const hidden = `公开答复测试乙${stamp}`;
  const shownId = await assignedProposal(page.request, shown);
  const hiddenId = await assignedProposal(page.request, hidden);
  const shownReply = await unitReplies(page.request, shownId, 'full');
  const hiddenReply = await unitReplies(page.request, hiddenId, 'private');

  // No sign-in: a bare page with a search.
  await page.goto('/public/replies');
  await expect(page.getByRole('heading', { name: '提案答复公开', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试甲${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=.+${stamp}`));
  const list = page.getByTestId('public-replies');
  await expect(list.getByTestId('public-reply')).toHaveCount(1);
  await expect(list).toContainText(shown);
  await expect(list).toContainText(FGW);
  await expect(list).not.toContainText(hidden);
  await expect(page.getByTestId('public-total')).toHaveText('共 1 件');
  // Searching for the private one finds nothing.
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试乙${stamp}`);
  await expect(page.getByTestId('public-empty')).toHaveText('没有符合条件的答复');
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试甲${stamp}`);

  await list.getByRole('link', { name: new RegExp(shown) }).click();
  await expect(page).toHaveURL(new RegExp(`/public/replies/${shownReply}$`));
  const detail = page.getByTestId('public-reply-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(shown);
  await expect(detail).toContainText(/第\d+号/);
  await expect(detail).toContainText(FGW);
  await expect(page.getByTestId('public-reply-text')).toContainText('推进停车设施建设');
  await expect(page.locator('body')).not.toContainText(CONTACT_PHONE);
  await expect(page.locator('body')).not.toContainText('李科长');

  // The private reply is not there, even by its address.
  await page.goto(`/public/replies/${hiddenReply}`);
  await expect(page.getByTestId('public-not-found')).toBeVisible();

  // In English.
  const context = await browser.newContext();
  const english = await context.newPage();
  await useLanguage(english, 'en');
  await english.goto(`/public/replies?q=${encodeURIComponent(`答复测试甲${stamp}`)}`);
  await expect(
    english.getByRole('heading', { name: 'Published replies to proposals', level: 1 }),
  ).toBeVisible();
  await expect(english.getByTestId('public-total')).toHaveText('1 in total');

  // The member prints the reply letter (a print view of its own).
  const member = await pageAs(browser, 'member', `/print/replies/${shownReply}`);
  const letter = member.getByTestId('reply-letter');
  await expect(letter).toContainText(`关于市政协`);
  await expect(letter).toContainText('刘建国委员：');
  await expect(letter).toContainText(FGW);
  await member.emulateMedia({ media: 'print' });
  await expect(member.getByRole('toolbar')).toBeHidden();
  await expect(letter).toBeVisible();
});

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

test.describe(() => {
  test.use({ storageState: roleState('admin') });
  test('admin reads the audit log with filters', async ({ page, browser }) => {
    const title = `关于审计日志筛选的测试${stamp}`;
    const { id, version } = await registeredProposal(page.request, title);
    const staff = await actingAs(page.request, 'staff');
    const leaders = await staff<{ items: { id: string }[] }>('GET', '/api/supervision/leaders');
    await staff('POST', `/api/proposals/${id}/key`, { version, isKey: true, leaderId: leaders.items[0]?.id });

    await page.goto('/apps/index');
    await page.getByRole('link', { name: '操作日志' }).click();
    await expect(page).toHaveURL(/\/apps\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: '操作', exact: true }).click();
    await page.getByRole('option', { name: '设为重点提案' }).click();
    await expect(page).toHaveURL(/action=mark_key/);
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-action', 'mark_key');

    // Only this proposal, whatever the action.
    await page.getByRole('button', { name: '清除全部筛选' }).click();
    await rows
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: `只看提案“${title}”的日志` })
      .click();
    await expect(page.getByTestId('audit-proposal-filter')).toContainText(title);
    await expect(rows.filter({ hasNotText: title })).toHaveCount(0);
    // Newest first: the key mark, then registration, submission and creation.
    await expect(rows.first()).toHaveAttribute('data-action', 'mark_key');
    await expect(rows.last()).toHaveAttribute('data-action', 'create');
    await expect(page.locator('[data-testid="audit-row"][data-action="register"]')).toHaveCount(1);

    // A backwards date range is named, not sent.
    await page.getByLabel('开始日期').fill('2026-12-31');
    await page.getByLabel('结束日期').fill('2026-01-01');
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();

    const english = await pageAs(browser, 'admin', '/apps/admin/audit?action=mark_key', 'en');
    await expect(english.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(english.getByTestId('audit-row').first()).toContainText('Marked as key proposal');

    // Not for staff.
    const staffPage = await pageAs(browser, 'staff', '/apps/admin/audit');
    await expect(staffPage).not.toHaveURL(/\/apps\/admin\/audit$/);
  });
});
