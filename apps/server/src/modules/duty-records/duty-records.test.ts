import {
  DEFAULT_DUTY_SCORE_RULES,
  DUTY_ACT_KINDS,
  type DutyActList,
  type DutyRecord,
  type DutyRecordList,
  type DutyScoreRules,
  type ProposalDetail,
  type ProposalEvaluations,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText } from '../../test/docx';
import { testDialect } from '../../test/context';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** Members' duty records (issue 29 §2) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, call, registered, replied } = w;

let aliceId = '';
let bobId = '';
const titles = { closed: '', key: '', excellent: '', cosigned: '' };

const record = (who: string, memberId: string) => ok<DutyRecord>(who, 'GET', `/api/duty-records/${memberId}`);
const acts = async (who: string, memberId: string, kind: string) =>
  (await ok<DutyActList>(who, 'GET', `/api/duty-records/${memberId}/acts?kind=${kind}`)).items;

beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  // alice: one proposal replied and evaluated (on time), one 优秀, one 重点 with a supervision record,
  // a draft (not counted); bob leads a paper proposal alice co-signed.
  const done = await replied('A');
  titles.closed = done.title;
  aliceId = done.firstProposer.id;
  const view = await ok<ProposalEvaluations>('alice', 'GET', `/api/proposals/${done.id}/evaluations`);
  await ok('alice', 'POST', `/api/replies/${view.replies[0]?.replyId ?? ''}/evaluation`, {
    attitude: 'satisfied',
    result: 'satisfied',
    contacted: true,
    comment: '',
  });
  const excellent = await registered('关于建设城市绿道网络的建议');
  titles.excellent = excellent.title;
  await ok('staff', 'POST', `/api/proposals/${excellent.id}/transitions`, {
    action: 'mark_excellent',
    version: excellent.version,
  });
  const key = await registered('关于完善社区食堂运营的建议');
  titles.key = key.title;
  await ok('staff', 'POST', `/api/proposals/${key.id}/key`, { version: key.version, isKey: true });
  await ok('staff', 'POST', `/api/proposals/${key.id}/supervisions`, {
    method: 'inspection',
    date: new Date().toISOString(),
    minutes: '实地督办社区食堂运营情况。',
  });
  await ok('alice', 'POST', '/api/proposals', { ...CONTENT, title: '草稿不计入' });
  const paperMember = await ok<DutyRecordList>('staff', 'GET', '/api/duty-records');
  bobId = paperMember.items.find((item) => item.member.displayName === '测试bob')?.member.id ?? '';
  const paper = await ok<ProposalDetail>('staff', 'POST', '/api/proposals/paper', {
    ...CONTENT,
    title: '关于推进垃圾分类的建议',
    kind: 'joint',
    memberId: bobId,
    cosignerIds: [aliceId],
    paperNumber: 'DR-2026-001',
  });
  titles.cosigned = paper.title;
}, 120_000);
afterAll(() => w.close());

describe(`duty records (${testDialect()})`, () => {
  it("counts a member's acts of the session and scores them by the default rules", async () => {
    const mine = await record('alice', aliceId);
    expect(mine.figures).toEqual({
      led: 3,
      cosigned: 1,
      registered: 3,
      notRegistered: 0,
      key: 1,
      excellent: 1,
      evaluationOnTime: 1,
      evaluationLate: 0,
      consultation: 0,
      supervision: 1,
      clueAdopted: 0,
    });
    // 3 × 15 + 1 × 3 + 15 + 10 + 1 × 2 (on time) + 1 × 2 (supervision)
    expect(mine.score).toBe(45 + 3 + 15 + 10 + 2 + 2);
    expect(mine.points.led).toBe(45);
    expect(mine.rules).toEqual(DEFAULT_DUTY_SCORE_RULES);
    const bob = await record('staff', bobId);
    expect(bob.figures).toMatchObject({ led: 1, cosigned: 0, registered: 0 });
  });

  it('links every figure to the records behind it', async () => {
    const titlesOf = async (kind: string) =>
      (await acts('alice', aliceId, kind)).map((act) => act.title).sort();
    expect(await titlesOf('led')).toEqual([titles.closed, titles.excellent, titles.key].sort());
    expect(await titlesOf('cosigned')).toEqual([titles.cosigned]);
    expect(await titlesOf('key')).toEqual([titles.key]);
    expect(await titlesOf('excellent')).toEqual([titles.excellent]);
    expect(await titlesOf('supervision')).toEqual([titles.key]);
    const evaluated = await acts('alice', aliceId, 'evaluationOnTime');
    expect(evaluated.map((act) => [act.title, act.note])).toEqual([[titles.closed, 'satisfied']]);
    // Every kind answers, and its count is its figure.
    const mine = await record('alice', aliceId);
    for (const kind of DUTY_ACT_KINDS)
      expect((await acts('alice', aliceId, kind)).length, kind).toBe(mine.figures[kind]);
    await fails(400, 'alice', 'GET', `/api/duty-records/${aliceId}/acts?kind=nothing`);
  });

  it('lets staff see every member and a member only their own record', async () => {
    const list = await ok<DutyRecordList>('staff', 'GET', '/api/duty-records');
    const ids = list.items.map((item) => item.member.id);
    expect(ids).toEqual(expect.arrayContaining([aliceId, bobId]));
    expect(list.items.find((item) => item.member.id === aliceId)?.score).toBe(77);
    await fails(403, 'alice', 'GET', '/api/duty-records');
    await fails(404, 'bob', 'GET', `/api/duty-records/${aliceId}`);
    await fails(404, 'bob', 'GET', `/api/duty-records/${aliceId}/acts?kind=led`);
    await fails(404, 'bob', 'GET', `/api/duty-records/${aliceId}/report.docx`);
    await fails(403, 'a1', 'GET', `/api/duty-records/${aliceId}`);
    // Staff's id is no member's record.
    await fails(404, 'staff', 'GET', `/api/duty-records/${list.session.id}`);
  });

  it('recomputes every score when staff change the rules; refuses a bad rule naming the field', async () => {
    const rules = await ok<DutyScoreRules>('staff', 'GET', '/api/duty-records/rules');
    expect(rules).toEqual(DEFAULT_DUTY_SCORE_RULES);
    const changed: DutyScoreRules = {
      ...rules,
      led: { points: 20, cap: 50 },
      cosigned: { points: 5, cap: null },
    };
    await fails(403, 'alice', 'PUT', '/api/duty-records/rules', changed);
    expect(await ok<DutyScoreRules>('staff', 'PUT', '/api/duty-records/rules', changed)).toEqual(changed);
    const mine = await record('alice', aliceId);
    expect(mine.points.led).toBe(50);
    expect(mine.score).toBe(50 + 5 + 15 + 10 + 2 + 2);
    const list = await ok<DutyRecordList>('staff', 'GET', '/api/duty-records');
    expect(list.items.find((item) => item.member.id === bobId)?.score).toBe(20);
    const bad = await fails(400, 'staff', 'PUT', '/api/duty-records/rules', {
      ...changed,
      key: { points: 1000, cap: null },
    });
    expect(Object.keys(bad.fields ?? {})).toEqual(['key.points']);
    await ok('staff', 'PUT', '/api/duty-records/rules', DEFAULT_DUTY_SCORE_RULES);
  });

  it("makes the member's yearly report as a Word file with the figures and the proposals' outcomes", async () => {
    const response = await call('alice', 'GET', `/api/duty-records/${aliceId}/report.docx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(String(response.headers['content-disposition'])).toContain('.docx');
    const text = docxText(response.rawPayload);
    expect(text).toContain('中国人民政治协商会议市委员会');
    expect(text).toContain('测试alice委员2026年度履职报告');
    expect(text).toContain('领衔提出提案3件、联名提出提案1件');
    for (const title of Object.values(titles)) expect(text).toContain(title);
    expect(text).toContain('答复B类');
    expect(text).toContain('优秀提案');
    expect(text).not.toContain('草稿不计入');
  });
});
