import { messages, type ClueDetail, type MessageKey, type Topic, type TopicList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clueClient, dayFromToday } from '../../test/clues';
import { readZipEntry, textOf } from '../../test/docx';
import { workflowFixture } from '../../test/workflow';

/** A topic's related clues (issue 27 §2, migration 0034), on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, call } = w;
const { sendClue } = clueClient(w.context);
const zh = (key: MessageKey) => messages['zh-CN'][key];

/** A clue sent by a citizen and screened by staff: `accept` puts it in the library, `new` leaves it. */
async function clue(title: string, outcome: 'accept' | 'new' = 'accept'): Promise<ClueDetail> {
  const sent = await sendClue({ title });
  const row = await w
    .context()
    .db.kysely.selectFrom('clues')
    .select('id')
    .where('trackingCode', '=', sent.trackingCode)
    .executeTakeFirstOrThrow();
  const fresh = await ok<ClueDetail>('staff', 'GET', `/api/clues/${row.id}`);
  if (outcome === 'new') return fresh;
  return ok<ClueDetail>('staff', 'POST', `/api/clues/${row.id}/transitions`, {
    action: 'accept',
    version: fresh.version,
    categoryCode: 'society',
  });
}
const topicOf = async (who: string, id: string) =>
  (await ok<TopicList>(who, 'GET', '/api/topics')).items.find((topic) => topic.id === id);

beforeAll(async () => {
  await w.setup();
  await ok('staff', 'POST', '/api/clue-campaigns', {
    title: '选题线索征集',
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(10),
    topics: [],
  });
}, 60_000);
afterAll(() => w.close());

describe('topics and clues', () => {
  it('staff link library clues in their order; members see them; edits replace the list', async () => {
    const parking = await clue('菜市场周边停车难');
    const lights = await clue('老街路灯不亮');
    const topic = await ok<Topic>('staff', 'POST', '/api/topics', {
      title: '城市精细化管理',
      clueIds: [lights.id, parking.id],
    });
    expect(topic.clues).toEqual([
      { id: lights.id, title: '老街路灯不亮' },
      { id: parking.id, title: '菜市场周边停车难' },
    ]);
    const published = await ok<Topic>('staff', 'POST', `/api/topics/${topic.id}/publish`, {
      version: topic.version,
    });
    expect(published.clues.map((item) => item.id)).toEqual([lights.id, parking.id]);
    expect((await topicOf('alice', topic.id))?.clues.map((item) => item.title)).toEqual([
      '老街路灯不亮',
      '菜市场周边停车难',
    ]);

    const edited = await ok<Topic>('staff', 'PATCH', `/api/topics/${topic.id}`, {
      version: published.version,
      clueIds: [parking.id],
    });
    expect(edited.clues).toEqual([{ id: parking.id, title: '菜市场周边停车难' }]);
    // A title-only edit keeps the clues.
    const renamed = await ok<Topic>('staff', 'PATCH', `/api/topics/${topic.id}`, {
      version: edited.version,
      title: '城市精细化管理与服务',
    });
    expect(renamed.clues.map((item) => item.id)).toEqual([parking.id]);

    // A clue merged away leaves the library: members no longer see it, staff still do and may keep it.
    const duplicate = await ok<ClueDetail>('staff', 'GET', `/api/clues/${parking.id}`);
    await ok('staff', 'POST', `/api/clues/${parking.id}/transitions`, {
      action: 'merge',
      version: duplicate.version,
      targetId: lights.id,
    });
    expect((await topicOf('alice', topic.id))?.clues).toEqual([]);
    expect((await topicOf('staff', topic.id))?.clues.map((item) => item.id)).toEqual([parking.id]);
    const kept = await ok<Topic>('staff', 'PATCH', `/api/topics/${topic.id}`, {
      version: renamed.version,
      clueIds: [parking.id, lights.id],
    });
    expect(kept.clues.map((item) => item.id)).toEqual([parking.id, lights.id]);

    // Deleting the topic deletes its links, not the clues.
    expect((await call('staff', 'DELETE', `/api/topics/${topic.id}`)).statusCode).toBe(204);
    expect((await ok<ClueDetail>('staff', 'GET', `/api/clues/${lights.id}`)).state).toBe('accepted');
  });

  it('refuses clues outside the library, repeats and unknown ids, naming clueIds; nothing is written', async () => {
    const unscreened = await clue('未筛选的线索', 'new');
    const accepted = await clue('已入库的线索');
    const outside = await fails(400, 'staff', 'POST', '/api/topics', {
      title: '含未入库线索的选题',
      clueIds: [accepted.id, unscreened.id],
    });
    expect(outside.fields).toEqual({ clueIds: zh('topics.clueNotInLibrary') });
    const unknown = await fails(400, 'staff', 'POST', '/api/topics', {
      title: '含不存在线索的选题',
      clueIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.fields).toEqual({ clueIds: zh('topics.clueNotInLibrary') });
    const repeated = await fails(400, 'staff', 'POST', '/api/topics', {
      title: '线索重复的选题',
      clueIds: [accepted.id, accepted.id],
    });
    expect(repeated.fields).toEqual({ clueIds: zh('topics.clueRepeated') });
    const staffTitles = (await ok<TopicList>('staff', 'GET', '/api/topics')).items.map((t) => t.title);
    expect(staffTitles.filter((title) => title.startsWith('含'))).toEqual([]);

    const topic = await ok<Topic>('staff', 'POST', '/api/topics', { title: '社区治理', clueIds: [] });
    const refused = await fails(400, 'staff', 'PATCH', `/api/topics/${topic.id}`, {
      version: topic.version,
      title: '改名不应生效',
      clueIds: [unscreened.id],
    });
    expect(refused.fields).toEqual({ clueIds: zh('topics.clueNotInLibrary') });
    expect(await topicOf('staff', topic.id)).toMatchObject({ title: '社区治理', version: 1, clues: [] });
    await fails(403, 'alice', 'PATCH', `/api/topics/${topic.id}`, { version: 1, clueIds: [accepted.id] });
  });

  it('the Word export lists the related clues', async () => {
    const library = await clue('公交站台缺少遮阳棚');
    const topic = await ok<Topic>('staff', 'POST', '/api/topics', {
      title: '公共交通便民',
      background: '候车环境。',
      clueIds: [library.id],
    });
    await ok('staff', 'POST', `/api/topics/${topic.id}/publish`, { version: topic.version });
    const response = await call('alice', 'GET', '/api/topics/export.docx');
    expect(response.statusCode).toBe(200);
    const text = textOf(readZipEntry(response.rawPayload, 'word/document.xml') ?? '');
    expect(text).toContain('公共交通便民');
    expect(text).toContain('相关线索：“公交站台缺少遮阳棚”');
  });
});
