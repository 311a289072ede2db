import type {
  AuditList,
  ProposalDetail,
  PublicReply,
  PublicReplyList,
  ReplyDetail,
  SupervisionBody,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/client';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** Key proposals, supervision, the public replies and the audit log (issue 7), on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, call, registered, replied } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const RECORD: SupervisionBody = {
  method: 'research',
  date: '2026-10-12T02:00:00Z',
  minutes: '分管副主席带队赴现场调研，听取承办单位办理情况汇报。',
};

describe('key proposals and supervision', () => {
  it('lets staff mark a key proposal with a leader and record supervision', async () => {
    const proposal = await registered('关于加强社区养老服务的建议');
    await fails(409, 'staff', 'POST', `/api/proposals/${proposal.id}/supervisions`, RECORD);
    const leaders = await ok<{ items: { id: string }[] }>('staff', 'GET', '/api/supervision/leaders');
    await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/key`, {
      version: proposal.version,
      isKey: true,
      leaderId: 'nobody',
    });
    await fails(403, 'alice', 'POST', `/api/proposals/${proposal.id}/key`, {
      version: proposal.version,
      isKey: true,
    });
    const key = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${proposal.id}/key`, {
      version: proposal.version,
      isKey: true,
      leaderId: leaders.items[0]?.id ?? null,
    });
    expect([key.isKey, key.keyLeader?.id]).toEqual([true, leaders.items[0]?.id]);
    const ids = async (flag: string) =>
      (
        await ok<{ items: { id: string }[] }>('staff', 'GET', `/api/proposals?key=${flag}&pageSize=100`)
      ).items.map((item) => item.id);
    expect(await ids('true')).toEqual([proposal.id]);
    expect(await ids('false')).not.toContain(proposal.id);
    const { items } = await ok<{ items: { method: string; minutes: string }[] }>(
      'staff',
      'POST',
      `/api/proposals/${proposal.id}/supervisions`,
      RECORD,
    );
    expect(items.map((item) => item.method)).toEqual(['research']);
    await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/supervisions`, {
      ...RECORD,
      minutes: '',
    });
    // The proposer reads the records; others' proposals stay invisible.
    expect(
      (await ok<{ items: unknown[] }>('alice', 'GET', `/api/proposals/${proposal.id}/supervisions`)).items,
    ).toHaveLength(1);
    await fails(404, 'b1', 'GET', `/api/proposals/${proposal.id}/supervisions`);
  });
});

describe('public replies', () => {
  it('lists approved public replies without contact details, and nothing else', async () => {
    const open = await replied('A');
    const hidden = await replied('C');
    // The second unit chose not to publish its reply.
    const hiddenReply = await w
      .context()
      .db.kysely.selectFrom('replies')
      .select('id')
      .where('proposalId', '=', hidden.id)
      .executeTakeFirstOrThrow();
    await w
      .context()
      .db.kysely.updateTable('replies')
      .set({ publication: 'private' })
      .where('id', '=', hiddenReply.id)
      .execute();
    const list = await call('nobody', 'GET', '/api/public/replies');
    expect(list.statusCode).toBe(200);
    const { items } = list.json<PublicReplyList>();
    expect(items.map((item) => item.proposal.title)).toContain(open.title);
    expect(items.map((item) => item.id)).not.toContain(hiddenReply.id);
    expect(JSON.stringify(items)).not.toContain('0571-88880000');
    const one = items.find((item) => item.proposal.title === open.title);
    expect(
      (await call('nobody', 'GET', `/api/public/replies/${one?.id ?? ''}`)).json<PublicReply>().unitName,
    ).toBe('市发展和改革委员会');
    expect((await call('nobody', 'GET', `/api/public/replies/${hiddenReply.id}`)).statusCode).toBe(404);
    const replyDetail = await ok<ReplyDetail>('staff', 'GET', `/api/replies/${one?.id ?? ''}`);
    expect(replyDetail.contactPhone).toBe('0571-88880000');
  });
});

describe('audit log', () => {
  it('lists every event for admin, filtered', async () => {
    const proposal = await registered('关于完善公共充电设施的建议');
    const log = await ok<AuditList>('admin', 'GET', `/api/admin/events?proposalId=${proposal.id}`);
    expect(log.items.map((item) => item.action).sort()).toEqual(['create', 'register', 'submit']);
    const registers = await ok<AuditList>('admin', 'GET', '/api/admin/events?action=register&pageSize=100');
    expect(registers.items.every((item) => item.action === 'register')).toBe(true);
    expect(registers.total).toBeGreaterThan(1);
    await fails(403, 'staff', 'GET', '/api/admin/events');
  });

  it("withholds the title and file names of a member's draft, which the admin cannot open", async () => {
    const draft = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      ...CONTENT,
      title: '尚未提交的私人草稿',
    });
    const upload = multipart('私人调研笔记.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const attached = await call(
      'alice',
      'POST',
      `/api/proposals/${draft.id}/attachments`,
      upload.payload,
      upload.headers,
    );
    expect(attached.statusCode).toBe(200);
    await fails(404, 'admin', 'GET', `/api/proposals/${draft.id}`);
    const log = await ok<AuditList>('admin', 'GET', `/api/admin/events?proposalId=${draft.id}`);
    expect(log.items.map((item) => item.action).sort()).toEqual(['attachment_add', 'create']);
    expect(log.items.every((item) => item.proposal.title === null && item.comment === null)).toBe(true);
    expect(JSON.stringify(log)).not.toMatch(/私人/);
  });
});
