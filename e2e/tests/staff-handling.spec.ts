// Issue 6, the staff side: assignment from the proposal page (会办 with two units) and in batch from the
// list, an extension approved, an adjustment approved to another unit, and a reply rejected once and then
// approved. The unit's steps (sign, ask, draft, submit) are prepared through the API as fgw@cppcc.demo.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

// Generous waits: the machine running the suite is shared with builds.
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('staff') });
const expect = baseExpect.configure({ timeout: 20_000 });

const FGW = '市发展和改革委员会';
const stamp = Date.now() % 1_000_000;

interface Task {
  id: string;
  state: string;
  role: string;
  version: number;
  dueDate: string | null;
  unit: { id: string; name: string };
  extensionRequested: boolean;
  reply?: { id: string; state: string; version: number } | null;
}

type Method = 'GET' | 'POST' | 'PATCH';

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: Method,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Tokens {
  staff: string;
  member: string;
  fgw: string;
}

/** The saved sessions' tokens (support/roles.ts), for the steps prepared through the API. */
function tokens(): Tokens {
  return { staff: roleToken('staff'), member: roleToken('member'), fgw: roleToken('undertaker') };
}

async function unitId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const { items } = await call<{ items: { id: string; name: string }[] }>(
    request,
    token,
    'GET',
    '/api/units',
  );
  const unit = items.find((item) => item.name === name);
  if (!unit) throw new Error(`no unit ${name}`);
  return unit.id;
}

/** A new proposal of the demo member, submitted and registered by staff: ready to be assigned. */
async function registeredProposal(request: APIRequestContext, t: Tokens, title: string): Promise<string> {
  const draft = await call<{ id: string; version: number }>(request, t.member, 'POST', '/api/proposals', {
    title,
    analysis: '当前情况分析：群众反映集中，问题较为突出。',
    suggestions: '一、加强统筹协调；二、完善长效机制。',
    kind: 'individual',
    categoryCode: 'economy',
  });
  const submitted = await call<{ version: number }>(
    request,
    t.member,
    'POST',
    `/api/proposals/${draft.id}/transitions`,
    { action: 'submit', version: draft.version },
  );
  await call(request, t.staff, 'POST', `/api/proposals/${draft.id}/transitions`, {
    action: 'register',
    version: submitted.version,
    categoryCode: 'economy',
  });
  return draft.id;
}

/** Registered, assigned to 发改委 alone through the API, and signed for by fgw: the unit's task. */
async function signedTaskOfFgw(request: APIRequestContext, t: Tokens, title: string): Promise<Task> {
  const id = await registeredProposal(request, t, title);
  const proposal = await call<{ version: number }>(request, t.staff, 'GET', `/api/proposals/${id}`);
  await call(request, t.staff, 'POST', `/api/proposals/${id}/assign`, {
    version: proposal.version,
    handlingMode: 'single',
    leadUnitIds: [await unitId(request, t.staff, FGW)],
    coUnitIds: [],
  });
  const task = await call<Task>(request, t.fgw, 'GET', `/api/proposals/${id}/my-task`);
  return call<Task>(request, t.fgw, 'POST', `/api/tasks/${task.id}/transitions`, {
    action: 'sign',
    version: task.version,
  });
}

async function proposalIdOf(request: APIRequestContext, token: string, taskId: string): Promise<string> {
  const task = await call<{ proposal: { id: string } }>(request, token, 'GET', `/api/tasks/${taskId}`);
  return task.proposal.id;
}

/** Opens a staff queue and the task row of the given proposal title. */
/**
 * Opens the queue by its address. No page is opened just before without waiting for it: leaving a page
 * still restoring its session aborts that request, and the app then signs out (issue 13, session restore).
 */
async function openFromQueue(page: Page, queue: string, heading: string, title: string) {
  await page.goto(`/apps/staff/handling/${queue}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByTestId('task-row').getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByTestId('task-review')).toBeVisible();
}

const localDay = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('staff assigns a registered proposal to a lead and a co-unit (会办) and sees both tasks', async ({
  page,
}) => {
  const t = tokens();
  const title = `关于推进数字经济高质量发展的建议${stamp}`;
  const id = await registeredProposal(page.request, t, title);
  await page.goto(`/apps/proposals/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByTestId('proposal-actions').locator('[data-action="assign"]').click();
  const dialog = page.getByTestId('assign-dialog');
  await expect(dialog.getByRole('heading', { name: '交办提案' })).toBeVisible();
  // The due date arrives prefilled with the default period.
  await expect(dialog.locator('input[type="date"]')).not.toHaveValue('');
  await dialog.getByRole('radio', { name: '会办' }).check();
  await dialog.getByRole('combobox', { name: '主办单位' }).fill('发展和改革');
  await page.getByRole('option', { name: FGW, exact: true }).click();
  await dialog.getByRole('combobox', { name: '协办单位' }).fill('教育');
  await page.getByRole('option', { name: '市教育局', exact: true }).click();
  await dialog.getByTestId('assign-confirm').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('proposal-state')).toHaveText('已交办');
  const section = page.getByTestId('handling-section');
  await expect(section.getByRole('heading', { name: '办理情况' })).toBeVisible();
  await expect(section.getByTestId('handling-mode')).toHaveText('会办');
  await expect(section.getByTestId('handling-task')).toHaveCount(2);
  const lead = section.locator(`[data-testid="handling-task"][data-unit="${FGW}"]`);
  await expect(lead.getByTestId('task-role')).toHaveText('主办');
  await expect(lead.getByTestId('task-state')).toHaveText('待签收');
  const co = section.locator('[data-testid="handling-task"][data-unit="市教育局"]');
  await expect(co.getByTestId('task-role')).toHaveText('协办');
  await expect(page.getByTestId('proposal-actions').locator('[data-action="assign"]')).toHaveCount(0);
});

test('staff assigns two proposals at once from the list (English)', async ({ page }) => {
  const t = tokens();
  const titles = [`关于优化营商环境的建议${stamp}甲`, `关于加快城市更新的建议${stamp}乙`];
  const ids = [];
  for (const title of titles) ids.push(await registeredProposal(page.request, t, title));
  await useLanguage(page, 'en');
  await page.goto('/apps/staff/proposals?state=registered');
  await expect(page.getByRole('heading', { level: 1, name: 'All proposals' })).toBeVisible();
  for (const title of titles) await page.getByRole('checkbox', { name: `Select “${title}”` }).check();
  await page.getByTestId('batch-assign').click();

  const dialog = page.getByTestId('batch-assign-dialog');
  await expect(dialog.getByRole('heading', { name: 'Assign 2 proposals' })).toBeVisible();
  await dialog.getByTestId('batch-assign-confirm').click();
  // The shared rule stops an assignment without a unit before it is sent.
  await expect(dialog.getByText('Single-unit handling needs exactly one unit.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Responsible unit' }).fill('交通');
  await page.getByRole('option', { name: '市交通运输局', exact: true }).click();
  await dialog.getByTestId('batch-assign-confirm').click();
  await expect(dialog.getByTestId('batch-summary')).toContainText('2 assigned, 0 failed');
  await expect(dialog.getByTestId('batch-ok')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const id of ids) {
    const proposal = await call<{ state: string; handlingMode: string }>(
      page.request,
      t.staff,
      'GET',
      `/api/proposals/${id}`,
    );
    expect(proposal).toMatchObject({ state: 'assigned', handlingMode: 'single' });
  }
});

test('an extension request of 发改委 is approved by staff', async ({ page }) => {
  const t = tokens();
  const title = `关于完善城市排水防涝体系的建议${stamp}`;
  const task = await signedTaskOfFgw(page.request, t, title);
  if (!task.dueDate) throw new Error('task without a due date');
  const wanted = new Date(Date.parse(task.dueDate) + 30 * 86_400_000).toISOString();
  await call(page.request, t.fgw, 'POST', `/api/tasks/${task.id}/transitions`, {
    action: 'request_extension',
    version: task.version,
    reason: '需会同多个部门开展专题调研，时间较长。',
    dueDate: wanted,
  });

  await page.goto('/apps/staff/index');
  await expect(page.getByTestId('queue-extension_requested').getByTestId('count-value')).not.toHaveText('0');
  await openFromQueue(page, 'extension_requested', '延期申请', title);
  const request = page.getByTestId('extension-request');
  await expect(request.getByRole('heading', { name: '延期申请' })).toBeVisible();
  await expect(request.getByTestId('requested-due')).toHaveText(localDay(wanted));

  await page.getByTestId('decisions').locator('[data-action="approve_extension"]').click();
  const dialog = page.getByTestId('decision-dialog');
  await expect(dialog.getByTestId('new-due-date')).toHaveValue(localDay(wanted));
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-due')).toHaveText(localDay(wanted));
  await expect(page.getByTestId('extension-request')).toHaveCount(0);

  const after = await call<Task>(page.request, t.staff, 'GET', `/api/tasks/${task.id}`);
  expect(after.extensionRequested).toBe(false);
  expect(after.dueDate).toBe(wanted);
});

test('an adjustment request is approved to a different unit (English)', async ({ page }) => {
  const t = tokens();
  const title = `关于加强中小学课后服务的建议${stamp}`;
  const task = await signedTaskOfFgw(page.request, t, title);
  await call(page.request, t.fgw, 'POST', `/api/tasks/${task.id}/transitions`, {
    action: 'request_adjustment',
    version: task.version,
    reason: '课后服务属于教育部门职责，建议调整由市教育局承办。',
  });
  const proposalId = await proposalIdOf(page.request, t.staff, task.id);

  await useLanguage(page, 'en');
  await openFromQueue(page, 'adjust_requested', 'Adjustment requests', title);
  await expect(page.getByTestId('adjustment-request')).toContainText('课后服务属于教育部门职责');

  await page.getByTestId('decisions').locator('[data-action="approve_adjustment"]').click();
  const dialog = page.getByTestId('decision-dialog');
  await expect(dialog.getByRole('heading', { name: 'Approve adjustment' })).toBeVisible();
  // Without a unit the dialog says what is missing.
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog.getByText('Please choose the new unit(s).')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Move to (new unit)' }).fill('教育');
  await page.getByRole('option', { name: '市教育局', exact: true }).click();
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-review')).toHaveAttribute('data-state', 'cancelled');

  const { items } = await call<{ items: Task[] }>(
    page.request,
    t.staff,
    'GET',
    `/api/proposals/${proposalId}/tasks`,
  );
  expect(items.map((item) => [item.unit.name, item.state])).toEqual([['市教育局', 'new']]);
});

test('a submitted reply is rejected once, resubmitted and approved', async ({ page }) => {
  const t = tokens();
  const title = `关于提升公共交通服务水平的建议${stamp}`;
  const signed = await signedTaskOfFgw(page.request, t, title);
  const proposalId = await proposalIdOf(page.request, t.staff, signed.id);
  const mine = await call<Task>(page.request, t.fgw, 'GET', `/api/proposals/${proposalId}/my-task`);
  const replyId = mine.reply?.id;
  if (!replyId) throw new Error('no draft reply after signing');
  const draft = await call<{ version: number }>(page.request, t.fgw, 'GET', `/api/replies/${replyId}`);
  await call(page.request, t.fgw, 'PATCH', `/api/replies/${replyId}`, {
    version: draft.version,
    docNumber: `发改复〔2026〕${stamp % 100}号`,
    title: `关于市政协提案的答复${stamp}`,
    body: '经研究，您提出的建议已纳入明年工作计划，将分步实施。',
    resultClass: 'B',
    signingLeader: '张伟',
    contactPerson: '李明',
    contactPhone: '0571-87050101',
    publication: 'full',
  });
  await call(page.request, t.fgw, 'POST', `/api/replies/${replyId}/letter`);
  await call(page.request, t.fgw, 'POST', `/api/tasks/${signed.id}/communications`, {
    method: 'phone',
    date: new Date().toISOString(),
    participants: '李明、提案人',
    notes: '电话沟通办理思路，提案人表示认可。',
  });
  const submit = async () => {
    const current = await call<Task>(page.request, t.fgw, 'GET', `/api/tasks/${signed.id}`);
    await call(page.request, t.fgw, 'POST', `/api/tasks/${signed.id}/transitions`, {
      action: 'submit_reply',
      version: current.version,
    });
  };
  await submit();

  await openFromQueue(page, 'pending_review', '答复审核', title);
  const panel = page.getByTestId('reply-panel');
  await expect(panel.getByTestId('reply-body')).toContainText('已纳入明年工作计划');
  await expect(panel.getByTestId('reply-document')).toHaveAttribute(
    'href',
    new RegExp(`^/officeapps/view\\?src=${encodeURIComponent(`/api/replies/${replyId}/document`)}&name=`),
  );
  await expect(page.getByTestId('communications')).toContainText('电话沟通办理思路');

  // Reject: the reason is required.
  await page.getByTestId('decisions').locator('[data-action="reject_reply"]').click();
  let dialog = page.getByTestId('decision-dialog');
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog.getByText('此项为必填项')).toBeVisible();
  await dialog.getByTestId('decision-reason').fill('答复未说明具体的时间安排，请补充。');
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-review')).toHaveAttribute('data-state', 'accepted');
  await expect(panel.getByTestId('reply-state')).toHaveText('已退回');

  // The unit submits again; staff approve and change the class to A.
  await submit();
  await page.reload();
  await expect(page.getByTestId('task-review')).toHaveAttribute('data-state', 'pending_review');
  await page.getByTestId('decisions').locator('[data-action="approve_reply"]').click();
  dialog = page.getByTestId('decision-dialog');
  await expect(dialog.getByRole('heading', { name: '审核通过' })).toBeVisible();
  await dialog.getByRole('combobox', { name: '答复类别' }).click();
  await page.getByRole('option', { name: /^A / }).click();
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-review')).toHaveAttribute('data-state', 'replied');
  await expect(panel.getByTestId('reply-class')).toContainText('A');

  // The proposal is replied, and its page links the reply document in the viewer.
  await page.goto(`/apps/proposals/${proposalId}`);
  await expect(page.getByTestId('proposal-state')).toHaveText('已答复');
  await expect(page.getByTestId('handling-section').getByTestId('reply-link')).toHaveAttribute(
    'href',
    /^\/officeapps\/view\?src=/,
  );
});
