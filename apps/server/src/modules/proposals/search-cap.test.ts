import {
  PROPOSAL_COUNT_CAP,
  PROPOSAL_SEARCH_COUNT_CAP,
  proposalListQuerySchema,
  type ProposalList,
  type ProposalListQuery,
  type Role,
} from '@cppcc/contracts';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SortCursor } from '../../db/keyset';
import { recording } from '../../db/recording';
import { newId } from '../../db/values';
import { workflowFixture } from '../../test/workflow';
import { DENSE_COUNT_SHARE, listProposals, SEARCH_WALK_FACTOR, TEXT_SCAN_COST } from './list-repository';

/**
 * Issue 33 §2: a text search's total is counted to PROPOSAL_SEARCH_COUNT_CAP (1,000), lower than every
 * other list's, and the pages past it stay reachable — by page number and by cursor, in the same order.
 * On the dialect of TEST_DIALECT; the search paths (PostgreSQL: trigram LIKE for the long term, the gram
 * index for the two characters; SQLite: FTS5) are each asked.
 */
const w = workflowFixture();
/** In MANY rows' titles: past the cap. The rows are inserted straight into the table (1,030 through the API: minutes). */
const COMMON = '检索上限甲乙丙';
const MANY = PROPOSAL_SEARCH_COUNT_CAP + 30;
/** In FEW rows' titles: counted exactly. */
const RARE = '检索上限丁戊己';
const FEW = 7;
/**
 * In as many rows' titles as COMMON, HIDDEN_DRAFTS of them drafts (no signer: no one's to see): staff see
 * fewer than the cap, though the text index holds more — counted exactly, not stopped early.
 */
const HIDDEN = '检索上限庚辛壬';
const HIDDEN_DRAFTS = 40;
const PAGE_SIZE = 20;

const list = (query: string) => w.ok<ProposalList>('staff', 'GET', `/api/proposals?scope=all&${query}`);
const q = (term: string) => `q=${encodeURIComponent(term)}`;

describe("a text search's total", () => {
  beforeAll(async () => {
    await w.setup();
    const db = w.context().db.kysely;
    const source = await w.registered('关于检索上限的建议');
    const row = await db
      .selectFrom('proposals')
      .selectAll()
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    const copy = (title: string, state = row.state) => ({ ...row, id: newId(), number: null, title, state });
    const copies = [
      ...Array.from({ length: MANY }, (_, i) => copy(`关于${COMMON}的建议${i}`)),
      ...Array.from({ length: FEW }, (_, i) => copy(`关于${RARE}的建议${i}`)),
      ...Array.from({ length: MANY }, (_, i) =>
        copy(`关于${HIDDEN}的建议${i}`, i < HIDDEN_DRAFTS ? 'draft' : row.state),
      ),
    ];
    for (let i = 0; i < copies.length; i += 500)
      await db
        .insertInto('proposals')
        .values(copies.slice(i, i + 500))
        .execute();
  }, 300_000);
  afterAll(() => w.close());

  it(`stops at ${PROPOSAL_SEARCH_COUNT_CAP} for a term with more matches, long or two characters`, async () => {
    for (const term of [COMMON, '甲乙']) {
      const first = await list(`${q(term)}&pageSize=${PAGE_SIZE}`);
      expect(first).toMatchObject({ total: PROPOSAL_SEARCH_COUNT_CAP, totalCapped: true });
      expect(first.items).toHaveLength(PAGE_SIZE);
      expect(first.items.every((item) => item.title.includes(term))).toBe(true);
    }
    // Counted by testing rows by substring, as a short term held by many proposals is (PostgreSQL).
    const dense = { ...DENSE_COUNT_SHARE };
    Object.assign(DENSE_COUNT_SHARE, { postgres: 0 });
    try {
      expect(await list(`${q('甲乙')}&pageSize=${PAGE_SIZE}`)).toMatchObject({
        total: PROPOSAL_SEARCH_COUNT_CAP,
        totalCapped: true,
      });
    } finally {
      Object.assign(DENSE_COUNT_SHARE, dense);
    }
  });

  it('counts a term with fewer matches exactly, and a list without a term to the higher cap', async () => {
    expect(await list(q(RARE))).toMatchObject({ total: FEW, totalCapped: false });
    const all = await list('pageSize=1');
    expect(all.total).toBeGreaterThan(MANY);
    expect(all.total).toBeLessThanOrEqual(PROPOSAL_COUNT_CAP);
    expect(all.totalCapped).toBe(false);
  });

  it('counts exactly when the matches pass the cap but the visible ones do not (drafts among them)', async () => {
    expect(await list(q(HIDDEN))).toMatchObject({ total: MANY - HIDDEN_DRAFTS, totalCapped: false });
  });

  it('reaches every page past the cap, by page number and by cursor, in the same order', async () => {
    const byNumber: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`${q(COMMON)}&pageSize=${PAGE_SIZE}&page=${page}`);
      expect(answer).toMatchObject({ total: PROPOSAL_SEARCH_COUNT_CAP, totalCapped: true });
      byNumber.push(...answer.items.map((item) => item.id));
      if (answer.items.length < PAGE_SIZE) break;
    }
    const byCursor: string[] = [];
    let after: string | null = null;
    for (let page = 1; page === 1 || after !== null; page++) {
      const cursor: string = after === null ? '' : `&after=${after}`;
      const answer: ProposalList = await list(`${q(COMMON)}&pageSize=${PAGE_SIZE}&page=${page}${cursor}`);
      expect(answer.totalCapped).toBe(true);
      byCursor.push(...answer.items.map((item) => item.id));
      after = answer.nextCursor;
    }
    // 1,030 rows: 52 pages, the last ones past the 50 the cap's total would show.
    expect(byNumber).toHaveLength(MANY);
    expect(new Set(byNumber).size).toBe(MANY);
    expect(byCursor).toEqual(byNumber);
  }, 120_000);

  // SQLite: a short caseless term's walked page tests each row's own text where its share (from the capped
  // count's read) makes that cheaper than its match list (list-repository's textScanPays) — forced here for
  // every walked page, in every sort, and the pages compared with those from the match list. The copies have
  // no number and one submission time: the empties' walk and the ties of empties-last-walk-repository.ts are
  // paged too.
  it('pages a short term past the cap alike with its texts scanned and from its match list', async () => {
    const { db } = w.context();
    const staff = await db.kysely
      .selectFrom('users')
      .select(['id', 'roles', 'unitId'])
      .where('roles', 'like', '%"staff"%')
      .executeTakeFirstOrThrow();
    const caller = { id: staff.id, roles: JSON.parse(staff.roles) as Role[], unitId: staff.unitId };
    const saved = { walk: { ...SEARCH_WALK_FACTOR }, scan: { ...TEXT_SCAN_COST } };
    onTestFinished(() => {
      Object.assign(SEARCH_WALK_FACTOR, saved.walk);
      Object.assign(TEXT_SCAN_COST, saved.scan);
    });
    const pages = async (
      term: string,
      scanCost: number,
      sort: ProposalListQuery['sort'],
      order: 'asc' | 'desc',
    ) => {
      // Walked whenever a finite scan cost is asked (scanned or from the match list), else sorted.
      const walkFactor = Number.isNaN(scanCost) ? Number.POSITIVE_INFINITY : 0;
      Object.assign(SEARCH_WALK_FACTOR, { sqlite: walkFactor, postgres: walkFactor });
      Object.assign(TEXT_SCAN_COST, { sqlite: scanCost });
      const { kysely, queries } = recording(db);
      const seen: string[] = [];
      for (const byCursor of [false, true]) {
        let after: SortCursor | undefined;
        for (let page = 1; page === 1 || after || !byCursor; page++) {
          const query = proposalListQuerySchema.parse({
            scope: 'all',
            q: term,
            pageSize: 100,
            page,
            sort,
            order,
          });
          const listed = await listProposals(kysely, db.dialect, caller, query, byCursor ? after : undefined);
          seen.push(`${listed.total}/${listed.capped}:${listed.rows.map((row) => row.id).join()}`);
          after = listed.next;
          if (!byCursor && listed.rows.length < query.pageSize) break;
        }
      }
      return { seen, scanned: queries.filter((query) => query.sql.includes('instr(')) };
    };
    // Each sort's index, which a scanned page walks (0045, 0048, the number's and the submission time's).
    const sortIndex = {
      updatedAt: 'proposals_updated_id_state',
      title: 'proposals_title',
      number: 'proposals_number',
      submittedAt: 'proposals_submitted',
    } as const;
    // In every copy's title (COMMON's, RARE's and HIDDEN's): past the cap with the drafts counted too.
    for (const term of ['检索', '检'])
      for (const sort of ['updatedAt', 'title', 'number', 'submittedAt'] as const)
        for (const order of ['asc', 'desc'] as const) {
          // Every match sorted (never walked), walked from the match list, walked with the texts scanned.
          const sorted = await pages(term, Number.NaN, sort, order);
          const listed = await pages(term, Number.POSITIVE_INFINITY, sort, order);
          const scanned = await pages(term, 0, sort, order);
          expect(listed.scanned).toEqual([]);
          expect(listed.seen).toEqual(sorted.seen);
          expect(scanned.seen).toEqual(sorted.seen);
          expect(scanned.seen.length).toBeGreaterThanOrEqual(2 * Math.ceil(MANY / 100));
          if (db.dialect !== 'sqlite') continue;
          // Every page walked (cursor pages and numbered ones) scanned its texts, along its sort's index:
          // no match list, no read of the whole table.
          expect(scanned.scanned).toHaveLength(scanned.seen.length);
          const [first] = scanned.scanned;
          const plan = await db.kysely.executeQuery<Record<string, unknown>>(
            CompiledQuery.raw(`explain query plan ${first?.sql ?? ''}`, [...(first?.parameters ?? [])]),
          );
          const steps = plan.rows.map((row) => String(row.detail));
          expect(
            steps.filter((step) => step.includes(`proposals USING INDEX ${sortIndex[sort]}`)),
          ).not.toEqual([]);
          expect(steps.filter((step) => /LIST SUBQUERY|proposals_grams|^SCAN proposals$/.test(step))).toEqual(
            [],
          );
          if (sort === 'updatedAt' || sort === 'title')
            expect(steps.filter((step) => /TEMP B-TREE FOR ORDER BY/.test(step))).toEqual([]);
        }
  }, 120_000);
});
