import {
  demoAccount,
  type CompilationList,
  type CompilationRun,
  type DemoAccountKey,
  replySummary,
  type Statistics,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { docxText } from '../../test/docx';
import { bodyParagraphs } from '../../lib/docx-parts';
import { runJobsOnce } from '../scheduler/jobs';
import { sofficePath } from './pdf';

/**
 * 提案汇编 (issue 29 §3) on the demo data: the statistics in the document are the statistics page's,
 * the public edition holds no proposal or reply the public may not read, the internal one holds them all,
 * only staff reach it; with LibreOffice installed the job's PDF conversion proves the DOCX opens.
 */
let ctx: TestContext;
const tokens = new Map<DemoAccountKey, string>();
beforeAll(async () => {
  ctx = await createTestContext({ seeded: true });
  await ctx.app.ready();
  for (const key of ['admin', 'staff', 'member', 'undertaker', 'leader', 'user'] as const)
    tokens.set(key, (await ctx.app.authService.signIn(demoAccount(key).email, 'Cppcc@2026')).access_token);
}, 240_000);
afterAll(() => ctx.close());

async function call(who: DemoAccountKey, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: bearer(tokens.get(who) ?? '') });
}
async function ok<T>(who: DemoAccountKey, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

/** Asks for a run and waits (generously, on its state) until the job has finished it. */
async function built(sessionId: string, edition: 'public' | 'internal'): Promise<CompilationRun> {
  const queued = await ok<CompilationRun>('staff', 'POST', '/api/compilations', { sessionId, edition });
  expect(queued).toMatchObject({ edition, session: { id: sessionId } });
  expect(['queued', 'running']).toContain(queued.state);
  return vi.waitFor(
    async () => {
      const run = await ok<CompilationRun>('staff', 'GET', `/api/compilations/${queued.id}`);
      if (run.state !== 'done') throw new Error(`still ${run.state} ${run.phase}`);
      return run;
    },
    { timeout: 300_000, interval: 250 },
  );
}

async function download(run: CompilationRun, format: 'docx' | 'pdf') {
  const response = await call('staff', 'GET', `/api/compilations/${run.id}/${format}`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const firstParagraph = (text: string) => bodyParagraphs(text)[0] ?? '';

describe('compilation', () => {
  let statistics: Statistics;
  let internal: string;
  let publicText: string;
  let internalRun: CompilationRun;

  beforeAll(async () => {
    statistics = await ok<Statistics>('staff', 'GET', '/api/statistics');
    // The demo's units publish every reply of a public proposal: one unit keeps one private, one a summary.
    const published = await ctx.db.kysely
      .selectFrom('replies')
      .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
      .select('replies.id')
      .where('proposals.sessionId', '=', statistics.session.id)
      .where('proposals.publicity', '=', 'public')
      .where('replies.state', '=', 'approved')
      .orderBy('replies.id')
      .limit(2)
      .execute();
    expect(published.length).toBe(2);
    for (const [index, publication] of (['private', 'summary'] as const).entries())
      await ctx.db.kysely
        .updateTable('replies')
        .set({ publication })
        .where('id', '=', published[index]?.id ?? '')
        .execute();
    internalRun = await built(statistics.session.id, 'internal');
    internal = docxText(await download(internalRun, 'docx'));
    publicText = docxText(await download(await built(statistics.session.id, 'public'), 'docx'));
  }, 600_000);

  it('prints the statistics page’s figures in both editions', () => {
    const p = statistics.proposals;
    const overview = `表1\u3000提案办理概况项目件数收到提案${p.received}待审查${p.pending}立案${p.registered}不予立案${p.notRegistered}并案${p.merged}撤案${p.withdrawn}已交办${p.assigned}已答复${p.replied}已办结${p.closed}重点提案${p.key}`;
    const units = `表4\u3000承办单位办理情况承办单位交办签收已答复按期答复逾期${statistics.units
      .map((row) => `${row.unit.name}${row.assigned}${row.signed}${row.replied}${row.onTime}${row.overdue}`)
      .join('')}表5`;
    const kinds = statistics.byKind.map((item) => item.count).join('|');
    expect(statistics.units.length).toBeGreaterThan(0);
    for (const text of [internal, publicText]) {
      expect(text).toContain(overview);
      expect(text).toContain(units);
      expect(text).toContain(`共收到提案${p.received}件，经审查立案${p.registered}件`);
      const categories = /表2\u3000立案提案按类别类别件数(.*)表3/.exec(text)?.[1] ?? '';
      expect(categories.match(/\d+/g)?.map(Number)).toEqual(statistics.byCategory.map((item) => item.count));
      const kindCounts = /表3\u3000收到提案按类型类型件数(.*)表4/.exec(text)?.[1]?.match(/\d+/g)?.join('|');
      expect(kindCounts).toBe(kinds);
    }
  });

  it('holds every registered proposal and approved reply in the internal edition, marking the excellent', async () => {
    const db = ctx.db.kysely;
    const proposals = await db
      .selectFrom('proposals')
      .select(['number', 'title', 'isExcellent', 'analysis'])
      .where('sessionId', '=', statistics.session.id)
      .where('state', 'in', ['registered', 'assigned', 'handling', 'replied', 'rehandling', 'closed'])
      .execute();
    expect(proposals.length).toBe(statistics.proposals.registered);
    expect(internal).toContain(`收录全部立案提案${proposals.length}件`);
    for (const row of proposals) {
      expect(internal).toContain(
        `第${row.number}号\u3000${row.title}${row.isExcellent ? '【优秀提案】' : ''}`,
      );
      expect(internal).toContain(firstParagraph(row.analysis));
    }
    expect(proposals.some((row) => row.isExcellent === 1)).toBe(true);
    const replies = await db
      .selectFrom('replies')
      .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
      .select(['replies.body'])
      .where('proposals.sessionId', '=', statistics.session.id)
      .where('replies.state', '=', 'approved')
      .execute();
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) expect(internal).toContain(firstParagraph(reply.body));
  });

  it('holds no proposal or reply the public may not read in the public edition', async () => {
    const db = ctx.db.kysely;
    const replies = await db
      .selectFrom('replies')
      .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
      .select(['replies.body', 'replies.publication', 'proposals.publicity', 'proposals.title'])
      .where('proposals.sessionId', '=', statistics.session.id)
      .where('replies.state', '=', 'approved')
      .execute();
    const shown = (row: (typeof replies)[number]) =>
      row.publicity === 'public' && row.publication !== 'private';
    const hidden = replies.filter((row) => !shown(row));
    expect(hidden.length).toBeGreaterThan(0);
    // A hidden reply's words may appear only where a public reply says the same.
    const publicBodies = replies.filter(shown).map((row) => row.body);
    for (const row of hidden) {
      const paragraph = firstParagraph(row.body);
      if (publicBodies.some((body) => body.includes(paragraph))) continue;
      expect(publicText).not.toContain(paragraph);
    }
    const privateProposals = await db
      .selectFrom('proposals')
      .select(['title', 'number'])
      .where('sessionId', '=', statistics.session.id)
      .where('publicity', '=', 'private')
      .where('number', 'is not', null)
      .execute();
    expect(privateProposals.length).toBeGreaterThan(0);
    for (const row of privateProposals) expect(publicText).not.toContain(`第${row.number}号\u3000`);
    for (const row of replies.filter((reply) => shown(reply) && reply.publication === 'full'))
      expect(publicText).toContain(firstParagraph(row.body));
    const summary = replies.find((reply) => reply.publication === 'summary');
    expect(publicText).toContain(`（摘要公开）${firstParagraph(replySummary(summary?.body ?? ''))}`);
  });

  it('converts to PDF with LibreOffice when installed (the DOCX opens without repair), else offers Word only', async () => {
    const soffice = await sofficePath();
    const list = await ok<CompilationList>(
      'staff',
      'GET',
      `/api/compilations?sessionId=${statistics.session.id}`,
    );
    expect(list.pdfAvailable).toBe(soffice !== null);
    expect(list.items.map((item) => item.id)).toContain(internalRun.id);
    if (soffice) {
      expect(internalRun.pdf?.fileName).toMatch(/提案汇编（内部版）\.pdf$/);
      const pdf = await download(internalRun, 'pdf');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } else {
      expect(internalRun.pdf).toBeNull();
      expect((await call('staff', 'GET', `/api/compilations/${internalRun.id}/pdf`)).statusCode).toBe(404);
    }
    expect(internalRun.docx?.fileName).toMatch(/提案汇编（内部版）\.docx$/);
  });

  it('records each download in the audit log (issue 30 §2), with who and which edition', async () => {
    const log = await ok<{ items: { targetId: string | null; actor: { displayName: string } | null }[] }>(
      'admin',
      'GET',
      '/api/admin/audit-log?action=download.compilation',
    );
    const entry = log.items.find((item) => item.targetId === internalRun.id);
    expect(entry?.actor?.displayName).toBe(demoAccount('staff').displayName);
  });

  it('is for staff only', async () => {
    for (const who of ['member', 'undertaker', 'leader', 'user'] as const) {
      expect((await call(who, 'GET', '/api/compilations')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/compilations/${internalRun.id}`)).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/compilations/${internalRun.id}/docx`)).statusCode).toBe(403);
      const post = await call(who, 'POST', '/api/compilations', {
        sessionId: statistics.session.id,
        edition: 'internal',
      });
      expect(post.statusCode).toBe(403);
    }
  });

  it('refuses bad input and a second run of the same edition while one is queued', async () => {
    const bad = await call('staff', 'POST', '/api/compilations', {
      sessionId: statistics.session.id,
      edition: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('edition');
    const missing = await call('staff', 'POST', '/api/compilations', {
      sessionId: 'nope',
      edition: 'public',
    });
    expect(missing.statusCode).toBe(404);
    const first = await call('staff', 'POST', '/api/compilations', {
      sessionId: statistics.session.id,
      edition: 'public',
    });
    expect(first.statusCode).toBe(201);
    const second = await call('staff', 'POST', '/api/compilations', {
      sessionId: statistics.session.id,
      edition: 'public',
    });
    if (second.statusCode !== 201) {
      expect(second.statusCode).toBe(409);
      expect(second.json<{ error: { message: string } }>().error.message).toBe(
        '该届次的这一版汇编正在生成，请等待完成',
      );
    }
    const id = first.json<CompilationRun>().id;
    await vi.waitFor(
      async () => {
        const run = await ok<CompilationRun>('staff', 'GET', `/api/compilations/${id}`);
        if (run.state !== 'done') throw new Error(run.state);
      },
      { timeout: 300_000, interval: 250 },
    );
    // A run still being built has no file yet.
    expect((await call('staff', 'GET', `/api/compilations/${id}/nope`)).statusCode).toBe(400);
  }, 600_000);

  it('fails a run a stopped server left running, so it can be built again', async () => {
    const db = ctx.db.kysely;
    // Every run asked for so far is done (the tests above waited for theirs): none is left for the job but
    // this one. The run built in beforeAll lends its requester (building another took a tenth of the file).
    const left = { id: crypto.randomUUID() };
    const old = '2020-01-01T00:00:00.000Z';
    await db
      .insertInto('compilationRuns')
      .values({
        id: left.id,
        sessionId: statistics.session.id,
        edition: 'public',
        state: 'running',
        phase: 'reading',
        done: 3,
        total: 10,
        requestedBy: internalRun.requestedBy.id,
        docxAttachmentId: null,
        pdfAttachmentId: null,
        error: null,
        createdAt: old,
        startedAt: old,
        finishedAt: null,
        updatedAt: old,
      })
      .execute();
    expect((await ok<CompilationRun>('staff', 'GET', `/api/compilations/${left.id}`)).percent).toBe(24);
    await runJobsOnce(ctx.app, new Date());
    const failed = await ok<CompilationRun>('staff', 'GET', `/api/compilations/${left.id}`);
    expect(failed).toMatchObject({ state: 'failed', error: 'compilation.interrupted', docx: null });
    expect((await call('staff', 'GET', `/api/compilations/${left.id}/docx`)).statusCode).toBe(404);
  }, 600_000);
});
