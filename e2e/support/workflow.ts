// Workflow steps through the real API, for tests that prepare a proposal before clicking through the
// part they are about. Tokens come from the demo accounts (support/session.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { roleToken } from './roles';
import { accessTokenFor, type AccountRef } from './session';

export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
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

/** API calls as one account: a demo account's saved session (support/roles.ts), another one signs in. */
export async function actingAs(request: APIRequestContext, account: AccountRef) {
  const token = typeof account === 'string' ? roleToken(account) : await accessTokenFor(request, account);
  return <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
    apiCall<T>(request, token, method, url, data);
}

export async function unitIdByName(request: APIRequestContext, name: string): Promise<string> {
  const staff = await actingAs(request, 'staff');
  const { items } = await staff<{ items: { id: string; name: string }[] }>('GET', '/api/units');
  const unit = items.find((item) => item.name === name);
  if (!unit) throw new Error(`no unit ${name}`);
  return unit.id;
}

/** A proposal the demo member creates and submits and staff register, through the API. */
export async function registeredProposal(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; version: number }> {
  const member = await actingAs(request, 'member');
  const staff = await actingAs(request, 'staff');
  const draft = await member<{ id: string; version: number }>('POST', '/api/proposals', {
    title,
    analysis: '我市部分老旧小区停车难问题突出，群众反映强烈。',
    suggestions: '一、挖潜增建公共停车设施；二、推动机关单位停车场错时开放。',
    kind: 'individual',
    categoryCode: 'economy',
  });
  const submitted = await member<{ version: number }>('POST', `/api/proposals/${draft.id}/transitions`, {
    action: 'submit',
    version: draft.version,
  });
  const registered = await staff<{ id: string; version: number }>(
    'POST',
    `/api/proposals/${draft.id}/transitions`,
    { action: 'register', version: submitted.version, categoryCode: 'economy' },
  );
  return { id: draft.id, version: registered.version };
}

/** The smallest PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest well-formed PDF: one empty page, with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
