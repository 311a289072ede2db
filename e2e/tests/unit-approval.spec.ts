// Issue 28 §2: a reply signed off inside the unit (签发). The seeded 市生态环境局 has a 签发人; its clerk sends
// a reply for sign-off through the API, the approver returns it with a reason in the browser, the clerk sends
// it again, the approver signs it off — and the letter the committee reads names the approver as 签发人.
import { expect } from '@playwright/test';
import { signInAs } from '../support/session';
import { actingAs, registeredProposal, unitIdByName } from '../support/workflow';
import { test } from '../support/test';

const UNIT = '市生态环境局';
const CLERK = { email: 'sthjj@cppcc.demo' };
const APPROVER = { email: 'sthjj-qf@cppcc.demo' };
const APPROVER_NAME = '生态环境局 郑国华';

interface Task {
  id: string;
  version: number;
  state: string;
  reply: { id: string; version: number } | null;
}

test('the unit’s 签发人 returns a reply with a reason, then signs it off; the letter names them', async ({
  page,
  request,
}) => {
  const title = `关于加强餐饮油烟治理的建议（签发${Date.now()}）`;
  const staff = await actingAs(request, 'staff');
  const clerk = await actingAs(request, CLERK);
  const registered = await registeredProposal(request, title);
  await staff('POST', `/api/proposals/${registered.id}/assign`, {
    version: registered.version,
    handlingMode: 'single',
    leadUnitIds: [await unitIdByName(request, UNIT)],
    coUnitIds: [],
  });
  const fresh = await clerk<Task>('GET', `/api/proposals/${registered.id}/my-task`);
  const signed = await clerk<Task>('POST', `/api/tasks/${fresh.id}/transitions`, {
    action: 'sign',
    version: fresh.version,
  });
  const replyId = signed.reply?.id ?? '';
  const reply = await clerk<{ version: number }>('GET', `/api/replies/${replyId}`);
  await clerk('PATCH', `/api/replies/${replyId}`, {
    version: reply.version,
    docNumber: '环函〔2026〕66号',
    body: '经研究，我局将会同城管部门开展餐饮油烟专项整治。',
    resultClass: 'B',
    signingLeader: '科室负责人',
    contactPerson: '办公室',
    contactPhone: '0571-87060000',
  });
  await clerk('POST', `/api/tasks/${signed.id}/communications`, {
    method: 'phone',
    date: new Date().toISOString(),
    participants: '提案人、大气环境处',
    notes: '电话沟通办理思路。',
  });
  await clerk('POST', `/api/replies/${replyId}/letter`);
  const ready = await clerk<Task>('GET', `/api/proposals/${registered.id}/my-task`);
  await clerk('POST', `/api/tasks/${ready.id}/transitions`, {
    action: 'submit_for_approval',
    version: ready.version,
  });

  // The approver finds it in the unit's 待签发 list and returns it with a reason.
  await signInAs(page, APPROVER, '/apps/undertaker/proposal_list/unit_review');
  await page.getByRole('link', { name: title }).click();
  const actions = page.getByTestId('task-actions');
  await actions.getByRole('button', { name: '退回承办人修改' }).click();
  const returning = page.getByRole('dialog');
  await returning.getByRole('button', { name: '退回承办人修改' }).click();
  // A reason is required.
  const reason = returning.getByRole('textbox', { name: '退回原因' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('请补充整治资金来源');
  await returning.getByRole('button', { name: '退回承办人修改' }).click();
  await expect(returning).toBeHidden();
  await expect(actions.getByRole('button', { name: '签发' })).toHaveCount(0);

  // The clerk sends it again; the approver reads it in the dialog and signs it off.
  const returned = await clerk<Task>('GET', `/api/proposals/${registered.id}/my-task`);
  expect(returned.state).toBe('accepted');
  await clerk('POST', `/api/tasks/${returned.id}/transitions`, {
    action: 'submit_for_approval',
    version: returned.version,
  });
  await page.reload();
  await actions.getByRole('button', { name: '签发' }).click();
  const signing = page.getByRole('dialog');
  await expect(signing.getByTestId('reply-view')).toContainText('餐饮油烟专项整治');
  await signing.getByRole('button', { name: '签发' }).click();
  await expect(signing).toBeHidden();

  // The reply's chain: sent, returned with the reason, sent again, signed off by the approver.
  await page.getByTestId('open-reply').click();
  await expect(page.getByTestId('reply-sign-off')).toContainText(APPROVER_NAME);
  const chain = page.getByTestId('reply-chain');
  await expect(chain.locator('[data-action="return_in_unit"]')).toContainText('请补充整治资金来源');
  await expect(chain.locator('[data-action="approve_in_unit"]')).toContainText(APPROVER_NAME);
  await expect
    .poll(async () => (await staff<Task>('GET', `/api/tasks/${ready.id}`)).state)
    .toBe('pending_review');

  // The letter, as the viewer shows it, names the approver as 签发人.
  await page.getByTestId('reply-view').getByRole('link').click();
  const sheet = page.getByTestId('docx-document').locator('section.docx').first();
  await expect(sheet).toContainText(`签发人：${APPROVER_NAME}`);
});
