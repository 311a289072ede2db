// Issue 6, the unit's side: an assigned proposal through the unit workbench — the list shows it under
// 待签收, the clerk signs for it, records a communication, drafts the reply, uploads the signed PDF and
// submits; the state chip follows. Also: the English texts, and another unit's task is a 404 page.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { BLANK_PAGE, openFromBlank } from '../support/navigate';
import { roleState, roleToken } from '../support/roles';
import { accessTokenFor, useLanguage } from '../support/session';
import { apiCall, minimalPdf, registeredProposal } from '../support/workflow';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposal through the API.
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('undertaker') });
const expect = baseExpect.configure({ timeout: 20_000 });

const UNIT_NAME = '市发展和改革委员会';
const stamp = Date.now() % 1_000_000;

/** The id of a unit by name, or of any other unit when `other` is set. */
async function unitId(request: APIRequestContext, token: string, other = false): Promise<string> {
  const { items } = await apiCall<{ items: { id: string; name: string }[] }>(
    request,
    token,
    'GET',
    '/api/units',
  );
  const unit = items.find((item) => (other ? item.name !== UNIT_NAME : item.name === UNIT_NAME));
  if (!unit) throw new Error(`no unit ${other ? 'besides' : ''} ${UNIT_NAME}`);
  return unit.id;
}

/**
 * A proposal the demo member creates and submits, staff register and assign (单办) to one unit, all
 * through the API. Returns its id.
 */
async function assignedProposal(
  request: APIRequestContext,
  title: string,
  toOtherUnit = false,
): Promise<string> {
  const staff = roleToken('staff');
  const registered = await registeredProposal(request, title);
  await apiCall(request, staff, 'POST', `/api/proposals/${registered.id}/assign`, {
    version: registered.version,
    handlingMode: 'single',
    leadUnitIds: [await unitId(request, staff, toOtherUnit)],
    coUnitIds: [],
  });
  return registered.id;
}

/** A token of the seeded undertaker of `unitId` (one per unit, found through the admin users API). */
async function otherUndertakerToken(request: APIRequestContext, unitId: string): Promise<string> {
  const admin = roleToken('admin');
  const { items } = await apiCall<{
    items: { email: string | null; phone: string; unit: { id: string } | null }[];
  }>(request, admin, 'GET', `/api/admin/users?role=undertaker&pageSize=100`);
  const person = items.find((item) => item.unit?.id === unitId);
  if (!person) throw new Error(`no undertaker of unit ${unitId}`);
  return accessTokenFor(request, { email: person.email ?? person.phone });
}

const sideNav = (page: Page) => page.getByRole('navigation', { name: '办理列表' });
const row = (page: Page, title: string) =>
  page.getByTestId('task-table').getByRole('row').filter({ hasText: title });

test('a unit signs for an assigned proposal, records a communication and submits its reply', async ({
  page,
}) => {
  const title = `关于缓解老旧小区停车难的建议${stamp}`;
  const proposalId = await assignedProposal(page.request, title);

  // The old address leads to the overview: the unit's name and the counts.
  await page.goto('/undertaker/index');
  await expect(page).toHaveURL(/\/apps\/undertaker\/index$/);
  await expect(page.getByRole('heading', { name: '承办单位工作台', exact: true })).toBeVisible();
  await expect(page.getByTestId('unit-name')).toHaveText(UNIT_NAME);
  await expect(page.getByTestId('count-pending')).not.toHaveText('0');
  // Issue 34: the landing lists what waits to be signed for, not only its count.
  await expect(page.getByTestId('to-sign-tasks').getByRole('link', { name: title })).toBeVisible();

  // 待签收 lists it with its state and role; search finds it by title.
  await sideNav(page)
    .getByRole('link', { name: /待签收/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/undertaker\/proposal_list\/pending$/);
  await expect(page.getByRole('heading', { name: '待签收', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索' }).fill(title);
  await expect(page).toHaveURL(/q=/);
  await expect(row(page, title)).toHaveCount(1);
  await expect(row(page, title).getByTestId('task-state')).toHaveText('待签收');
  await expect(row(page, title)).toContainText('单办');
  // Issue 34: at 1280 px beside the navigation and the chat rail, no header and no name wraps.
  const lines = (element: HTMLElement | SVGElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  for (const header of await page.getByTestId('task-table').getByRole('columnheader').all()) {
    expect(await header.evaluate(lines)).toBe(1);
  }

  // The task page: sign for it.
  await row(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/undertaker/undertaker/detail/${proposalId}$`));
  await expect(page.getByRole('heading', { name: '办理任务', exact: true })).toBeVisible();
  await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('待签收');
  await page.getByTestId('task-actions').getByRole('button', { name: '签收' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '签收' }).click();
  await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('办理中');

  // A communication record: every field is required.
  await page.getByRole('button', { name: '新增沟通记录' }).click();
  const dialog = page.getByRole('dialog', { name: '新增沟通记录' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('此项为必填项').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: '沟通方式' }).click();
  await page.getByRole('option', { name: '电话' }).click();
  await dialog.getByLabel('参加人员').fill('刘建国委员，发改委张伟');
  await dialog.getByLabel('沟通情况').fill('电话听取委员对停车设施布局的意见，委员表示认可办理思路。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('communications')).toContainText('刘建国委员');

  // The reply page: fill the fields and save.
  await page.getByTestId('open-reply').click();
  await expect(page).toHaveURL(/\/undertaker\/reply\/[^/]+$/);
  await expect(page.getByRole('heading', { name: '提案答复', exact: true })).toBeVisible();
  await expect(page.getByLabel('标题')).toHaveValue(/的答复$/);
  await page.getByLabel('文号').fill(`发改提〔2026〕${stamp}号`);
  await page
    .getByLabel('答复正文')
    .fill('经研究，我委将会同相关部门挖潜增建公共停车设施，推动错时共享停车。');
  await page.getByRole('combobox', { name: '答复类别' }).click();
  await page.getByRole('option', { name: /^A / }).click();
  await page.getByLabel('签发领导').fill('李明');
  await page.getByLabel('联系人', { exact: true }).fill('张伟');
  await page.getByLabel('联系电话').fill('0571-87000000');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();

  // Submitting without the document: the server names what is missing.
  await page.getByTestId('submit-reply').click();
  await page.getByRole('dialog').getByRole('button', { name: '提交答复' }).click();
  await expect(page.getByTestId('submit-problems')).toContainText('答复文件');

  // Upload the signed PDF, then submit.
  await page.getByTestId('document-input').setInputFiles({
    name: '答复函.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(page.getByTestId('document-name')).toHaveText('答复函.pdf');
  await expect(page.getByRole('link', { name: '查看' })).toHaveAttribute('href', /\/officeapps\/view\?src=/);
  await page.getByTestId('submit-reply').click();
  await page.getByRole('dialog').getByRole('button', { name: '提交答复' }).click();
  await expect(page.getByTestId('review-outcome')).toContainText('等待提案委审核');
  await expect(page.getByTestId('unit-reply').getByTestId('task-state')).toHaveText('待审核');
  await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);

  // Back on the task page the chip says so, and the reply waits in the review folder.
  await page.getByRole('link', { name: '返回办理任务' }).click();
  await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('待审核');
  await expect(page.getByTestId('reply-state')).toHaveText('待审核');
  await page.goto('/apps/undertaker/review');
  await expect(page.getByRole('heading', { name: '答复审核中', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索' }).fill(title);
  await expect(row(page, title).getByTestId('task-state')).toHaveText('待审核');
});

test('the workbench and the task speak English', async ({ page }) => {
  const title = `Parking proposal ${stamp}`;
  const proposalId = await assignedProposal(page.request, title);
  await useLanguage(page, 'en');
  await page.goto('/apps/undertaker/index');
  await expect(page.getByRole('heading', { name: 'Responsible unit workbench', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Task lists' });
  await nav.getByRole('link', { name: /To sign for/ }).click();
  await expect(page.getByRole('heading', { name: 'To sign for', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Due date' })).toBeVisible();

  await page.goto(`/undertaker/undertaker/detail/${proposalId}`);
  await expect(page.getByRole('heading', { name: 'Unit task', exact: true })).toBeVisible();
  await expect(page.getByTestId('task-role')).toHaveText('Sole unit');
  await page.getByTestId('task-actions').getByRole('button', { name: 'Sign for it' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign for it' }).click();
  await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('In progress');
  await expect(
    page.getByTestId('task-actions').getByRole('button', { name: 'Request extension' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add communication record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add communication record' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The proposal as the unit reads it, with the way to its task.
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: 'Situation and analysis' })).toBeVisible();
  await expect(page.getByTestId('proposal-tasks')).toContainText(UNIT_NAME);
  await expect(page.getByTestId('open-my-task')).toHaveText('Your unit’s task');
});

test("another unit's task, reply and document, an unknown list and an unknown folder are 404 pages", async ({
  page,
}) => {
  const proposalId = await assignedProposal(page.request, `关于另一单位承办的提案${stamp}`, true);
  // The other unit signs for it and writes its reply letter, so a reply and a document exist.
  const staff = roleToken('staff');
  const otherUnitId = await unitId(page.request, staff, true);
  const other = await otherUndertakerToken(page.request, otherUnitId);
  const task = await apiCall<{ id: string; version: number }>(
    page.request,
    other,
    'GET',
    `/api/proposals/${proposalId}/my-task`,
  );
  await apiCall(page.request, other, 'POST', `/api/tasks/${task.id}/transitions`, {
    action: 'sign',
    version: task.version,
  });
  const signed = await apiCall<{ reply: { id: string } | null }>(
    page.request,
    other,
    'GET',
    `/api/proposals/${proposalId}/my-task`,
  );
  const replyId = signed.reply?.id ?? '';
  await apiCall(page.request, other, 'POST', `/api/replies/${replyId}/letter`);

  // One load of the app, then each address by a link inside it (support/navigate.ts), as a person follows one.
  await page.goto(BLANK_PAGE);
  await openFromBlank(page, `/undertaker/undertaker/detail/${proposalId}`);
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await openFromBlank(page, `/undertaker/proposal/detail/${proposalId}`);
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await openFromBlank(page, `/undertaker/reply/${replyId}`);
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  const src = encodeURIComponent(`/api/replies/${replyId}/document`);
  await openFromBlank(page, `/officeapps/view?src=${src}&name=${encodeURIComponent('答复函.docx')}`);
  await expect(page.getByTestId('viewer-error')).toBeVisible();
  await expect(page.getByTestId('docx-document')).toHaveCount(0);
  await openFromBlank(page, '/apps/undertaker/proposal_list/nonsense');
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await openFromBlank(page, '/apps/undertaker/nonsense');
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  // The real lists and folders still open.
  await openFromBlank(page, '/apps/undertaker/due_soon');
  await expect(page.getByRole('heading', { name: '即将到期', exact: true })).toBeVisible();
});
