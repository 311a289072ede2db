import type { ClueDetail, ClueList, ClueTracking, ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOutbox } from '../../test/accounts';
import { workflowFixture } from '../../test/workflow';
import { notifyPublishedReplies } from './replies';
import { clueClient, dayFromToday } from '../../test/clues';

const w = workflowFixture();
const { inject, sendClue } = clueClient(w.context);

async function clueOf(trackingCode: string): Promise<ClueDetail> {
  const row = await w
    .context()
    .db.kysely.selectFrom('clues')
    .select('id')
    .where('trackingCode', '=', trackingCode)
    .executeTakeFirstOrThrow();
  return w.ok<ClueDetail>('staff', 'GET', `/api/clues/${row.id}`);
}
const screen = (clue: { id: string; version: number }, body: object) =>
  w.call('staff', 'POST', `/api/clues/${clue.id}/transitions`, { version: clue.version, ...body });

beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  await w.ok('staff', 'POST', '/api/clue-campaigns', {
    title: '线索征集',
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(10),
    topics: [],
  });
}, 60_000);
afterAll(() => w.close());

describe('screening', () => {
  it('accepts into the library with category and tags, tells the sender, records the step', async () => {
    const sent = await sendClue();
    const clue = await clueOf(sent.trackingCode);
    expect(clue).toMatchObject({ state: 'new', phone: sent.phone });
    await w.fails(403, 'alice', 'POST', `/api/clues/${clue.id}/transitions`, {
      action: 'accept',
      version: clue.version,
      categoryCode: 'economy',
    });
    const missing = await screen(clue, { action: 'accept', categoryCode: 'nope' });
    expect(missing.statusCode).toBe(400);
    const accepted = (
      await screen(clue, { action: 'accept', categoryCode: 'economy', tags: ['交通', '菜市场'] })
    ).json<ClueDetail>();
    expect(accepted).toMatchObject({ state: 'accepted', categoryCode: 'economy', tags: ['交通', '菜市场'] });
    expect(accepted.events.map((event) => event.action)).toEqual(['submit', 'accept']);
    const sms = (await lastOutbox(w.context(), sent.phone))?.body ?? '';
    expect(sms).toContain('已被采纳');
    expect(sms).toContain(`/clues/track/${sent.trackingCode}`);
    expect(sms).toMatch(/^【市政协】.*http:\/\/(localhost|127\.0\.0\.1)/);
    const stale = await screen(clue, { action: 'decline', reason: '重复' });
    expect(stale.statusCode).toBe(409);
    const again = await screen(accepted, { action: 'decline', reason: '重复' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain('已入库');
  });

  it('declines with a reason only, and the sender reads it', async () => {
    const sent = await sendClue({ title: '希望多建篮球场' });
    const clue = await clueOf(sent.trackingCode);
    const noReason = await screen(clue, { action: 'decline', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'reason',
    );
    expect((await screen(clue, { action: 'decline', reason: '已有在建项目' })).statusCode).toBe(200);
    expect((await lastOutbox(w.context(), sent.phone))?.body).toContain('已有在建项目');
    const tracking = (
      await inject('GET', `/api/public/clues/track/${sent.trackingCode}`)
    ).json<ClueTracking>();
    expect(tracking).toMatchObject({ state: 'declined', declineReason: '已有在建项目' });
  });

  it('merges a duplicate into another clue, never into itself or a closed one', async () => {
    const master = await clueOf((await sendClue({ title: '主线索' })).trackingCode);
    const duplicate = await clueOf((await sendClue({ title: '重复线索' })).trackingCode);
    expect((await screen(duplicate, { action: 'merge', targetId: duplicate.id })).statusCode).toBe(400);
    expect((await screen(duplicate, { action: 'merge', targetId: 'nope' })).statusCode).toBe(400);
    const merged = (await screen(duplicate, { action: 'merge', targetId: master.id })).json<ClueDetail>();
    expect(merged).toMatchObject({ state: 'merged', mergedInto: { id: master.id, title: '主线索' } });
    const third = await clueOf((await sendClue({ title: '第三条' })).trackingCode);
    const intoMerged = await screen(third, { action: 'merge', targetId: duplicate.id });
    expect(intoMerged.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'targetId',
    );
  });
});

describe('the library and adoption', () => {
  it('is closed to the public, and shows members only library clues without the sender', async () => {
    expect((await inject('GET', '/api/clues')).statusCode).toBe(401);
    await w.fails(403, 'a1', 'GET', '/api/clues');
    const fresh = await clueOf((await sendClue({ title: '未筛选线索' })).trackingCode);
    const list = await w.ok<ClueList>('alice', 'GET', '/api/clues?pageSize=100');
    expect(list.items.every((clue) => clue.state === 'accepted' || clue.state === 'adopted')).toBe(true);
    expect(list.items.every((clue) => clue.phone === null && clue.contactName === null)).toBe(true);
    await w.fails(404, 'alice', 'GET', `/api/clues/${fresh.id}`);
    const all = await w.ok<ClueList>('staff', 'GET', '/api/clues?state=new');
    expect(all.items.map((clue) => clue.id)).toContain(fresh.id);
    const search = await w.ok<ClueList>('alice', 'GET', `/api/clues?q=${encodeURIComponent('菜市场')}`);
    expect(search.total).toBeGreaterThan(0);
  });

  it('adopts into a draft proposal, once per member, several members', async () => {
    const sent = await sendClue({ title: '老旧小区加装电梯难' });
    const clue = await clueOf(sent.trackingCode);
    await w.fails(404, 'alice', 'POST', `/api/clues/${clue.id}/adopt`);
    await screen(clue, { action: 'accept', categoryCode: 'society' });
    await w.fails(403, 'staff', 'POST', `/api/clues/${clue.id}/adopt`);
    const { proposalId } = await w.ok<{ proposalId: string }>('alice', 'POST', `/api/clues/${clue.id}/adopt`);
    const draft = await w.ok<ProposalDetail>('alice', 'GET', `/api/proposals/${proposalId}`);
    expect(draft).toMatchObject({ state: 'draft', title: '老旧小区加装电梯难' });
    const twice = await w.fails(409, 'alice', 'POST', `/api/clues/${clue.id}/adopt`);
    expect(twice.message).toContain('已经采用');
    await w.ok('bob', 'POST', `/api/clues/${clue.id}/adopt`);
    const seen = await w.ok<ClueDetail>('alice', 'GET', `/api/clues/${clue.id}`);
    expect(seen).toMatchObject({ state: 'adopted', adoptionCount: 2, adoptedByMe: true });
    expect(seen.adoptions.filter((adoption) => adoption.proposalId !== null)).toHaveLength(1);
    expect(seen.events.map((event) => event.action)).toEqual(['submit', 'accept', 'adopt', 'adopt']);
    const tracking = (
      await inject('GET', `/api/public/clues/track/${sent.trackingCode}`)
    ).json<ClueTracking>();
    expect(tracking).toMatchObject({ state: 'adopted', adoptionCount: 2 });
    // An adopted clue is in the library for good: it can no longer be merged away.
    expect((await screen(seen, { action: 'merge', targetId: clue.id })).statusCode).toBe(409);
  });

  it("tells the sender once when the adopted proposal's reply is published", async () => {
    const sent = await sendClue({ title: '背街小巷路灯不亮' });
    const clue = await clueOf(sent.trackingCode);
    await screen(clue, { action: 'accept', categoryCode: 'society' });
    const { proposalId } = await w.ok<{ proposalId: string }>('alice', 'POST', `/api/clues/${clue.id}/adopt`);
    const { app, db } = w.context();
    expect(await notifyPublishedReplies(db.kysely, app.messageSender, app.log)).toBe(0);
    const draft = await w.ok<ProposalDetail>('alice', 'GET', `/api/proposals/${proposalId}`);
    const submitted = await w.ok<ProposalDetail>(
      'alice',
      'POST',
      `/api/proposals/${proposalId}/transitions`,
      {
        action: 'submit',
        version: draft.version,
      },
    );
    const registered = await w.ok<ProposalDetail>(
      'staff',
      'POST',
      `/api/proposals/${proposalId}/transitions`,
      {
        action: 'register',
        version: submitted.version,
      },
    );
    await w.ok('staff', 'POST', `/api/proposals/${proposalId}/assign`, {
      version: registered.version,
      handlingMode: 'single',
      leadUnitIds: [w.unit('A')],
    });
    const task = await w.acted('a1', await w.myTask('a1', proposalId), { action: 'sign' });
    await w.fillReply('a1', task.reply?.id ?? '');
    await w.communicate('a1', task.id);
    await w.ok('a1', 'POST', `/api/replies/${task.reply?.id ?? ''}/letter`);
    const submittedReply = await w.acted('a1', await w.myTask('a1', proposalId), { action: 'submit_reply' });
    await w.acted('staff', submittedReply, { action: 'approve_reply' });
    expect(await notifyPublishedReplies(db.kysely, app.messageSender, app.log)).toBe(1);
    const sms = (await lastOutbox(w.context(), sent.phone))?.body ?? '';
    expect(sms).toContain(`/public/replies/${task.reply?.id ?? ''}`);
    expect(await notifyPublishedReplies(db.kysely, app.messageSender, app.log)).toBe(0);
    const tracking = (
      await inject('GET', `/api/public/clues/track/${sent.trackingCode}`)
    ).json<ClueTracking>();
    expect(tracking.replies.map((reply) => reply.id)).toEqual([task.reply?.id]);
    const detail = await w.ok<ClueDetail>('staff', 'GET', `/api/clues/${clue.id}`);
    expect(detail.events.at(-1)?.action).toBe('reply_published');
  });
});
