import {
  messages,
  type MessageKey,
  type ProposalDetail,
  type Topic,
  type TopicList,
  type TopicStatistics,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** The topic guide (issue 27 §2) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, call } = w;

beforeAll(() => w.setup([['bob', ['members']]]), 60_000);
afterAll(() => w.close());

const create = (title: string, extra: object = {}) =>
  ok<Topic>('staff', 'POST', '/api/topics', { title, background: '背景', sourceUnit: '市发改委', ...extra });
const publish = (topic: Topic) =>
  ok<Topic>('staff', 'POST', `/api/topics/${topic.id}/publish`, { version: topic.version });
/** Field errors come in the caller's language (zh-CN by default). */
const zh = (key: MessageKey) => messages['zh-CN'][key];
const titles = async (who: string) =>
  (await ok<TopicList>(who, 'GET', '/api/topics')).items.map((topic) => topic.title);

describe('topic guide', () => {
  it('staff create, edit, reorder and publish; members see only the published, in order', async () => {
    const first = await create('数字经济与实体经济融合');
    const second = await create('老旧小区改造');
    expect([first.position, second.position]).toEqual([1, 2]);
    expect(first.state).toBe('draft');
    // Nothing is published yet: members, undertakers and plain users see an empty guide.
    expect(await titles('alice')).toEqual([]);
    expect(await titles('a1')).toEqual([]);

    const edited = await ok<Topic>('staff', 'PATCH', `/api/topics/${second.id}`, {
      version: second.version,
      title: '城市更新与老旧小区改造',
    });
    const published = await publish(edited);
    expect(published).toMatchObject({ state: 'published', version: 3 });
    expect(published.publishedAt).not.toBeNull();
    expect(await titles('alice')).toEqual(['城市更新与老旧小区改造']);
    expect(await titles('staff')).toEqual(['数字经济与实体经济融合', '城市更新与老旧小区改造']);

    const list = await ok<TopicList>('staff', 'GET', '/api/topics');
    const reordered = await ok<TopicList>('staff', 'PUT', '/api/topics/order', {
      sessionId: list.session?.id,
      ids: [second.id, first.id],
    });
    expect(reordered.items.map((topic) => topic.title)).toEqual([
      '城市更新与老旧小区改造',
      '数字经济与实体经济融合',
    ]);
    // An order that leaves a topic out moves nothing.
    const partial = await fails(400, 'staff', 'PUT', '/api/topics/order', {
      sessionId: list.session?.id,
      ids: [first.id],
    });
    expect(partial.fields).toEqual({ ids: zh('topics.orderIncomplete') });

    // Reordering moved the topic: its version went up with it.
    const moved = reordered.items[0];
    expect(moved?.version).toBe(published.version + 1);
    const back = await ok<Topic>('staff', 'POST', `/api/topics/${second.id}/unpublish`, {
      version: moved?.version,
    });
    expect(back.state).toBe('draft');
    expect(await titles('alice')).toEqual([]);
    await fails(409, 'staff', 'POST', `/api/topics/${second.id}/unpublish`, { version: back.version });
  });

  it('members, undertakers and plain users cannot manage topics', async () => {
    const topic = await create('乡村振兴');
    for (const who of ['alice', 'a1', 'user']) {
      await fails(403, who, 'POST', '/api/topics', { title: '自拟选题' });
      await fails(403, who, 'PATCH', `/api/topics/${topic.id}`, { version: 1, title: 'x' });
      await fails(403, who, 'POST', `/api/topics/${topic.id}/publish`, { version: 1 });
      await fails(403, who, 'DELETE', `/api/topics/${topic.id}`);
    }
    expect((await ok<TopicList>('staff', 'GET', '/api/topics')).items.map((t) => t.title)).toContain(
      '乡村振兴',
    );
  });

  it('refuses bad input naming the field, and a stale version with 409', async () => {
    const blank = await fails(400, 'staff', 'POST', '/api/topics', { title: '  ' });
    expect(blank.fields).toEqual({ title: zh('topics.titleRequired') });
    const topic = await create('生态环境保护');
    await ok('staff', 'PATCH', `/api/topics/${topic.id}`, { version: topic.version, background: '新背景' });
    await fails(409, 'staff', 'PATCH', `/api/topics/${topic.id}`, { version: topic.version, title: '旧' });
    await fails(404, 'staff', 'PATCH', '/api/topics/00000000-0000-4000-8000-000000000000', { version: 1 });
  });

  it('a proposal names a published topic only; the statistics count proposals per topic', async () => {
    const open = await publish(await create('托育服务体系建设'));
    const hidden = await create('尚未发布的选题');
    // An unpublished topic cannot be named (the member never saw it).
    const refused = await fails(400, 'alice', 'POST', '/api/proposals', { ...CONTENT, topicId: hidden.id });
    expect(refused.fields).toEqual({ topicId: zh('topics.notPublished') });

    const draft = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      ...CONTENT,
      topicId: open.id,
    });
    expect(draft.topic).toEqual({ id: open.id, title: '托育服务体系建设' });
    const other = await ok<ProposalDetail>('bob', 'POST', '/api/proposals', CONTENT);
    const saved = await ok<ProposalDetail>('bob', 'PATCH', `/api/proposals/${other.id}`, {
      version: other.version,
      topicId: open.id,
    });
    expect(saved.topic?.id).toBe(open.id);
    await ok('bob', 'POST', `/api/proposals/${other.id}/transitions`, {
      action: 'submit',
      version: saved.version,
    });
    const saveHidden = await fails(400, 'alice', 'PATCH', `/api/proposals/${draft.id}`, {
      version: draft.version,
      topicId: hidden.id,
    });
    expect(saveHidden.fields).toEqual({ topicId: zh('topics.notPublished') });

    const stats = await ok<TopicStatistics>('staff', 'GET', '/api/statistics/topics');
    expect(stats.items.find((item) => item.topicId === open.id)).toMatchObject({ received: 1, drafts: 1 });
    expect(stats.items.find((item) => item.topicId === hidden.id)).toMatchObject({ received: 0, drafts: 0 });
    await fails(403, 'alice', 'GET', '/api/statistics/topics');

    // Deleting the topic keeps the proposals and clears their link.
    const removed = await call('staff', 'DELETE', `/api/topics/${open.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${draft.id}`)).topic).toBeNull();
  });

  it('exports the published guide as a Word document', async () => {
    await publish(await create('智慧城市建设', { background: '第一段。\n第二段。' }));
    const response = await call('alice', 'GET', '/api/topics/export.docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toContain('.docx');
    // A DOCX is a ZIP archive.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
