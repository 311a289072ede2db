import type { ClueList, SimilarResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';
import { clueClient, dayFromToday } from '../../test/clues';
import { fingerprintOf, fingerprintText } from '../proposals/similarity/fingerprint';
import { clueSimilaritySource } from './similarity-source';

/** 查重 (issue 27 §3) with the clue library as a source: what members and staff see of it, and never. */
const w = workflowFixture();
const { sendClue } = clueClient(w.context);

const LIBRARY = {
  title: '社区食堂助老餐价格偏高',
  situation: '幸福街道的社区长者食堂一份助老餐要二十二元，独居老人天天吃负担很重，很多人宁愿在家凑合。',
  suggestion: '建议对七十岁以上老人按年龄分档补贴助老餐，推广中央厨房统一配送以降低成本。',
  categoryCode: 'society',
};
/** Texts as alike, in the states that are not the library. */
const WAITING = { ...LIBRARY, title: '长者食堂助老餐太贵（待筛选）' };
const DECLINED = { ...LIBRARY, title: '长者食堂助老餐太贵（未采用）' };
const MERGED = { ...LIBRARY, title: '长者食堂助老餐太贵（已合并）' };

const draft = {
  title: '关于降低社区长者食堂助老餐价格的建议',
  analysis: '社区长者食堂一份助老餐要二十二元，独居老人天天吃负担很重，很多老人宁愿在家凑合。',
  suggestions: '对七十岁以上老人按年龄分档补贴助老餐，推广中央厨房统一配送以降低成本。',
};
const similar = (who: string) => w.ok<SimilarResult>(who, 'POST', '/api/proposals/similar', draft);
const clueItems = (result: SimilarResult) => result.items.filter((item) => item.source === 'clue');

let libraryId = '';
const PHONES: string[] = [];

beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  await w.ok('staff', 'POST', '/api/clue-campaigns', {
    title: '线索征集（查重）',
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(10),
    topics: [],
  });
  for (const clue of [LIBRARY, WAITING, DECLINED, MERGED])
    PHONES.push((await sendClue({ ...clue, contactName: '周女士' })).phone);
  const listed = await w.ok<ClueList>('staff', 'GET', '/api/clues?q=助老餐&pageSize=10');
  const byTitle = (title: string) => {
    const found = listed.items.find((item) => item.title === title);
    if (!found) throw new Error(`no clue ${title}`);
    return found;
  };
  const library = byTitle(LIBRARY.title);
  libraryId = library.id;
  const screen = (id: string, body: object) => w.ok('staff', 'POST', `/api/clues/${id}/transitions`, body);
  await screen(library.id, { action: 'accept', version: library.version, categoryCode: 'society', tags: [] });
  const declined = byTitle(DECLINED.title);
  await screen(declined.id, { action: 'decline', version: declined.version, reason: '已有同类线索' });
  const merged = byTitle(MERGED.title);
  await screen(merged.id, { action: 'merge', version: merged.version, targetId: library.id });
}, 90_000);
afterAll(() => w.close());

describe('the clue library in the editor’s similar-work check', () => {
  it('shows a member the accepted clue with its overlap and shared passages, nothing of its sender', async () => {
    const result = await similar('bob');
    const items = clueItems(result);
    expect(items.map((item) => item.id)).toEqual([libraryId]);
    const [item] = items;
    expect(item).toMatchObject({
      title: LIBRARY.title,
      number: null,
      state: null,
      reply: null,
      unitNames: [],
    });
    expect(item?.overlap).toBeGreaterThanOrEqual(80);
    expect(item?.excerpt.some((segment) => segment.shared && segment.text.includes('助老餐'))).toBe(true);
    const text = JSON.stringify(result);
    for (const phone of PHONES) expect(text).not.toContain(phone);
    expect(text).not.toContain('周女士');
  });

  it('never lists a clue awaiting screening, declined or merged — not even to staff', async () => {
    for (const who of ['alice', 'staff']) {
      const result = await similar(who);
      expect(clueItems(result).map((item) => item.id)).toEqual([libraryId]);
      const text = JSON.stringify(result);
      for (const title of [WAITING.title, DECLINED.title, MERGED.title]) expect(text).not.toContain(title);
    }
  });

  it('gives those who do not browse the library no clue (the route admits none; the source refuses too)', async () => {
    await w.fails(403, 'a1', 'POST', '/api/proposals/similar', draft);
    const source = clueSimilaritySource(w.context().db.kysely);
    const clerk = { id: 'x', roles: ['undertaker' as const], unitId: null };
    const grams = fingerprintOf(fingerprintText(draft.title, draft.analysis, draft.suggestions));
    expect(await source.scored(clerk, grams)).toEqual([]);
    expect(await source.texts(clerk, [libraryId])).toEqual([]);
    const member = { id: 'y', roles: ['members' as const], unitId: null };
    expect((await source.scored(member, grams)).map((row) => row.id)).toEqual([libraryId]);
  });

  it('shows a clue accepted after a check in the next one (the kept copy of the library is renewed)', async () => {
    expect(clueItems(await similar('bob')).map((item) => item.id)).toEqual([libraryId]);
    const later = { ...LIBRARY, title: '助老餐补贴（后来采纳）' };
    await sendClue({ ...later, contactName: '吴先生' });
    const listed = await w.ok<ClueList>('staff', 'GET', '/api/clues?q=后来采纳&pageSize=10');
    const clue = listed.items.find((item) => item.title === later.title);
    if (!clue) throw new Error('the later clue was not listed');
    await w.ok('staff', 'POST', `/api/clues/${clue.id}/transitions`, {
      action: 'accept',
      version: clue.version,
      categoryCode: 'society',
      tags: [],
    });
    const ids = clueItems(await similar('bob')).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([libraryId, clue.id]));
    expect(ids).toHaveLength(2);
  });

  it('keeps an adopted clue in the check and ranks the closest first', async () => {
    await w.ok('alice', 'POST', `/api/clues/${libraryId}/adopt`);
    const result = await similar('bob');
    expect(clueItems(result).map((item) => item.id)).toContain(libraryId);
    const overlaps = result.items.map((item) => item.overlap);
    expect(overlaps).toEqual([...overlaps].sort((a, b) => b - a));
  });
});
