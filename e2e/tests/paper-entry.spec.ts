// Issue 27 §4 in the browser: staff type in a proposal and an evaluation that members handed in on paper,
// from the staff workbench; a missing member and a paper number used twice are refused under their fields.
import { expect as baseExpect, type Page } from '@playwright/test';
import { assignedProposal, stamp, unitReplies } from '../support/replies';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ storageState: roleState('staff') });

const MEMBER = '委员 刘建国';

/** Picks a member in a member field by typing part of the name. */
async function pickMember(page: Page, field: string, name: string, option: string) {
  await page.getByRole('combobox', { name: field }).fill(name);
  await page.getByRole('option', { name: new RegExp(option) }).click();
}

async function fillProposal(page: Page, title: string, paperNumber: string) {
  await page.getByRole('textbox', { name: '纸质编号' }).fill(paperNumber);
  await page.getByRole('combobox', { name: '提案类别' }).click();
  await page.getByRole('option', { name: '社会建设' }).click();
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page
    .getByRole('textbox', { name: '情况分析' })
    .fill('部分社区养老服务设施利用率不高，服务内容单一。');
  await page.getByRole('textbox', { name: '具体建议' }).fill('一、整合社区养老资源；二、引入专业机构运营。');
}

test('staff enter a paper proposal for a member with a co-signer; the log names the typist and the paper', async ({
  page,
  request,
}) => {
  const title = `关于提升社区养老服务质量的建议（纸质${stamp}）`;
  const paperNumber = `ZZ-E2E-${stamp}`;
  await page.goto('/apps/staff/index');
  await page.getByRole('link', { name: '录入纸质提案' }).click();
  await expect(page.getByRole('heading', { name: '录入纸质提案' })).toBeVisible();

  // Without the member of record nothing is entered, and what was typed stays.
  await fillProposal(page, title, paperNumber);
  await page.getByRole('button', { name: '录入并提交' }).click();
  await expect(page.getByText('请选择提交纸质材料的委员')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(title);

  await pickMember(page, '领衔委员', '刘建国', '刘建国');
  await pickMember(page, '联名委员', '李秀英', '李秀英');
  await page.getByRole('button', { name: '录入并提交' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已录入纸质提案' })).toBeVisible();
  await page.getByRole('link', { name: '查看提案' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(paperNumber).first()).toBeVisible();

  // The member is the proposer of record, the co-signer agreed, the log names the typist and the paper.
  const staff = await actingAs(request, 'staff');
  const id = page.url().split('/').at(-1) ?? '';
  const detail = await staff<{
    state: string;
    firstProposer: { displayName: string };
    signers: { displayName?: string; isFirst: boolean; state: string }[];
    events: { action: string; actor: { displayName: string } | null; paperNumber: string | null }[];
  }>('GET', `/api/proposals/${id}`);
  expect(detail.state).toBe('submitted');
  expect(detail.firstProposer.displayName).toBe(MEMBER);
  expect(detail.signers.map((signer) => [signer.isFirst, signer.state])).toEqual([
    [true, 'accepted'],
    [false, 'accepted'],
  ]);
  expect(detail.events.map((event) => [event.action, event.actor?.displayName, event.paperNumber])).toEqual([
    ['create', '提案委 王晓芳', paperNumber],
    ['enter_paper', '提案委 王晓芳', paperNumber],
  ]);

  // The same paper number again is refused under its field.
  await page.goto('/apps/staff/proposals');
  await page.getByRole('link', { name: '录入纸质提案' }).click();
  await pickMember(page, '领衔委员', '刘建国', '刘建国');
  await fillProposal(page, `${title}（重复）`, paperNumber);
  await page.getByRole('button', { name: '录入并提交' }).click();
  await expect(page.getByText('该纸质编号已用于本届次的另一件提案')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '已录入纸质提案' })).toHaveCount(0);
});

test('staff enter a paper evaluation of a replied proposal on behalf of its member', async ({
  page,
  request,
}) => {
  const title = `关于规范老旧小区停车管理的提案（纸评${stamp}）`;
  const proposalId = await assignedProposal(request, title);
  await unitReplies(request, proposalId);
  const paperNumber = `PJ-E2E-${stamp}`;

  await page.goto('/apps/staff/index');
  await page.getByRole('link', { name: '录入纸质评价' }).click();
  await page.getByRole('combobox', { name: '已答复的提案' }).fill(`纸评${stamp}`);
  await page.getByRole('option', { name: new RegExp(`纸评${stamp}`) }).click();
  await page.getByRole('combobox', { name: '评价委员' }).click();
  await page.getByRole('option', { name: MEMBER }).click();
  // Without the paper number the server names the field.
  const form = page.getByTestId('paper-evaluation-form');
  await form
    .getByRole('radiogroup', { name: /办理态度/ })
    .getByRole('radio', { name: '满意', exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: /办理结果/ })
    .getByRole('radio', { name: '基本满意' })
    .check();
  await form.getByRole('radiogroup', { name: /沟通/ }).getByRole('radio', { name: '是' }).check();
  await page.getByRole('button', { name: '录入评价' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请填写纸质编号')).toBeVisible();

  await page.getByRole('textbox', { name: '纸质编号' }).fill(paperNumber);
  await page.getByRole('button', { name: '录入评价' }).click();
  await expect(page.getByRole('dialog')).toContainText(MEMBER);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已录入纸质评价' })).toBeVisible();

  const staff = await actingAs(request, 'staff');
  const detail = await staff<{
    events: { action: string; actor: { displayName: string } | null; paperNumber: string | null }[];
  }>('GET', `/api/proposals/${proposalId}`);
  expect(detail.events.find((event) => event.action === 'evaluate')).toMatchObject({
    paperNumber,
    actor: { displayName: '提案委 王晓芳' },
  });
});
