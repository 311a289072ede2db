// Replies prepared through the API for the browser tests of issue 7 (evaluation, supervision, publication):
// the unit's steps as fgw@cppcc.demo, staff's approval, and pages signed in per role.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { roleState } from './roles';
import { useLanguage, type Language } from './session';
import { actingAs, registeredProposal, unitIdByName } from './workflow';

export const FGW = '市发展和改革委员会';
export const CONTACT_PHONE = '0571-88886666';
export const stamp = Date.now() % 1_000_000;

interface Task {
  id: string;
  version: number;
  round: number;
  reply: { id: string; version: number } | null;
}

/** A registered proposal of the demo member, assigned 单办 to 发改委. */
export async function assignedProposal(request: APIRequestContext, title: string): Promise<string> {
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
export async function unitReplies(
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
export async function pageAs(
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
