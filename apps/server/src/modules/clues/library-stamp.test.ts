import type { ClueList, SimilarResult } from '@cppcc/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';
import { clueClient, dayFromToday } from '../../test/clues';
import { libraryStamp } from './pictures-repository';

/**
 * The clue library's stamp (migration 0046): every write that may change what 查重 reads of the library moves
 * it, so a kept copy of the library is never served after a change.
 */
const w = workflowFixture();
const { sendClue } = clueClient(w.context);
const db = () => w.context().db.kysely;

const TEXT = {
  situation: '幸福街道的社区长者食堂一份助老餐要二十二元，独居老人天天吃负担很重，很多人宁愿在家凑合。',
  suggestion: '建议对七十岁以上老人按年龄分档补贴助老餐，推广中央厨房统一配送以降低成本。',
  categoryCode: 'society',
};
const draft = {
  title: '关于降低社区长者食堂助老餐价格的建议',
  analysis: '社区长者食堂一份助老餐要二十二元，独居老人天天吃负担很重，很多老人宁愿在家凑合。',
  suggestions: '对七十岁以上老人按年龄分档补贴助老餐，推广中央厨房统一配送以降低成本。',
};
const clueTitles = async () =>
  (await w.ok<SimilarResult>('bob', 'POST', '/api/proposals/similar', draft)).items
    .filter((item) => item.source === 'clue')
    .map((item) => item.title);

async function clueNamed(title: string) {
  const listed = await w.ok<ClueList>(
    'staff',
    'GET',
    `/api/clues?q=${encodeURIComponent(title)}&pageSize=10`,
  );
  const found = listed.items.find((item) => item.title === title);
  if (!found) throw new Error(`no clue ${title}`);
  return found;
}
const transition = (id: string, body: object) => w.ok('staff', 'POST', `/api/clues/${id}/transitions`, body);

/** The stamp before and after `write`. */
async function across(write: () => Promise<unknown>): Promise<[string, string]> {
  const before = await libraryStamp(db());
  await write();
  return [before, await libraryStamp(db())];
}

beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  await w.ok('staff', 'POST', '/api/clue-campaigns', {
    title: '线索征集（戳记）',
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(10),
    topics: [],
  });
}, 90_000);
afterAll(() => w.close());

describe('the clue library’s stamp', () => {
  it('is read again unchanged while nothing is written', async () => {
    expect(await libraryStamp(db())).toBe(await libraryStamp(db()));
  });

  it('moves when a clue is sent, accepted, merged and declined', async () => {
    const sent = await across(() => sendClue({ ...TEXT, title: '助老餐（戳记甲）', contactName: '周女士' }));
    expect(sent[1]).not.toBe(sent[0]);
    await sendClue({ ...TEXT, title: '助老餐（戳记乙）', contactName: '吴先生' });
    await sendClue({ ...TEXT, title: '助老餐（戳记丙）', contactName: '郑先生' });
    const first = await clueNamed('助老餐（戳记甲）');
    const accepted = await across(() =>
      transition(first.id, { action: 'accept', version: first.version, categoryCode: 'society', tags: [] }),
    );
    expect(accepted[1]).not.toBe(accepted[0]);
    const second = await clueNamed('助老餐（戳记乙）');
    const merged = await across(() =>
      transition(second.id, { action: 'merge', version: second.version, targetId: first.id }),
    );
    expect(merged[1]).not.toBe(merged[0]);
    const third = await clueNamed('助老餐（戳记丙）');
    const declined = await across(() =>
      transition(third.id, { action: 'decline', version: third.version, reason: '已有同类线索' }),
    );
    expect(declined[1]).not.toBe(declined[0]);
  });

  it('moves when a clue’s text or fingerprint is written by hand, and the next check shows the change', async () => {
    expect(await clueTitles()).toEqual(['助老餐（戳记甲）']);
    const edited = await across(() =>
      sql`update clues set title = ${'助老餐（改过的标题）'} where title = ${'助老餐（戳记甲）'}`.execute(
        db(),
      ),
    );
    expect(edited[1]).not.toBe(edited[0]);
    expect(await clueTitles()).toEqual(['助老餐（改过的标题）']);
    const byHand = await across(() =>
      sql`update clue_fingerprints set grams = grams where clue_id in (select id from clues where title = ${'助老餐（改过的标题）'})`.execute(
        db(),
      ),
    );
    expect(byHand[1]).not.toBe(byHand[0]);
  });
});
