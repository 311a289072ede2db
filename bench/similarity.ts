// 查重 benchmark (issue 27 §3): starts the real built server on the database filled by
// generate-proposals.ts, and measures the editor's check (POST /api/proposals/similar) as the demo member.
//   npm run bench:generate && npm run bench:similarity                SQLite (bench/out/cppcc.sqlite)
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:similarity
//   BENCH_DURATION=10 (seconds per run)
// First the quality checks: a seed proposal pasted as a new draft with light edits must come first at
// ≥ 80 % overlap, and so must a library clue (its nearest hit a clue, not a proposal). Then latency: one member
// typing (1 connection), 16 members typing at once (each a check per pause in typing, SIMILAR_CHECK_PAUSE_MS,
// as the editor sends them: bench/lib/paced-users.ts) and 16 connections back to back (autocannon's closed
// loop: what the server can answer, not what people send), each request a different prefix of the draft —
// proposal drafts and clue drafts apart. With each run its CPU time per
// check: the server's main thread, its other threads (SQLite readers, GC) and, on PostgreSQL, the backends
// serving the bench database — the figure that does not depend on how busy the shared machine is.
import os from 'node:os';
import autocannon from 'autocannon';
import { demoAccount, SIMILAR_CHECK_PAUSE_MS, type SimilarResult } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { openDatabase } from '../apps/server/src/db/database';
import { compactGramIndex } from '../apps/server/src/modules/proposals/similarity/gram-index';
import { DEMO_PROPOSAL_TEXTS } from '../apps/server/src/seed/proposal-texts';
import { clueText, LIBRARY_SIZE } from './lib/clue-rows';
import { cpuMeter } from './lib/cpu-time';
import { pacedUsers } from './lib/paced-users';
import { signIn } from './lib/session';
import { printTable } from './lib/table';
import { BENCH_SQLITE_FILE_PATH } from './lib/proposals-data';

const duration = Number(process.env.BENCH_DURATION ?? 10);
/** The machine's load (1, 5, 15 min), printed with every figure: the machine is shared. */
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`;

interface Draft {
  title: string;
  analysis: string;
  suggestions: string;
}

/** Light edits a member makes to a pasted text: a word swapped, a sentence added, punctuation changed. */
function lightlyEdited(text: Draft): Draft {
  return {
    title: text.title.replace('建议', '提案'),
    analysis: `${text.analysis.replace(/，/g, ', ')}据调查，群众对此反映较多。`,
    suggestions: text.suggestions.replace('一是', '第一，'),
  };
}

/** The drafts as typed: prefixes of growing length, one request each. */
const typed = (drafts: readonly Draft[]) =>
  drafts.flatMap((draft) => {
    const full = `${draft.analysis}${draft.suggestions}`;
    return [0.1, 0.3, 0.6, 1].map((share) => ({
      title: draft.title,
      analysis: full.slice(0, Math.ceil(full.length * share)),
      suggestions: '',
    }));
  });

// SQLite: the gram index as a running server's scheduled job keeps it (merged level by level every
// JOBS_INTERVAL_SECONDS); a freshly generated database still holds the bulk load's segments.
// BENCH_KEEP_SEGMENTS=1 measures the index as the generator left it.
if (!process.env.BENCH_DATABASE_URL && !process.env.BENCH_KEEP_SEGMENTS) {
  const db = openDatabase(url);
  try {
    console.log(`gram index: ${await compactGramIndex(db.kysely, db.dialect)} merge steps (load ${load()})`);
  } finally {
    await db.close();
  }
}

// The scheduled jobs off (the gram index is compacted above): their workflow job would move the generated
// proposals' states between runs.
const server = await startServer({ LOG_LEVEL: 'silent', DATABASE_URL: url, JOBS_INTERVAL_SECONDS: '0' });
const cpu = await cpuMeter(server.pid, process.env.BENCH_DATABASE_URL);
try {
  const member = await signIn(server.url, demoAccount('member').email);
  // The editor's check as the member sends it: by fetch here and below, and autocannon's request.
  const checkUrl = `${server.url}/api/proposals/similar`;
  const checkHeaders = { authorization: `Bearer ${member}`, 'content-type': 'application/json' };
  const check = (body: object) =>
    fetch(checkUrl, { method: 'POST', headers: checkHeaders, body: JSON.stringify(body) });
  const post = async (body: object): Promise<SimilarResult> => {
    const response = await check(body);
    if (!response.ok) throw new Error(`similar: ${response.status} ${await response.text()}`);
    return (await response.json()) as SimilarResult;
  };

  // Quality: every seed text pasted with light edits; which rank and overlap does its own proposal get?
  const quality: (string | number)[][] = [];
  let firsts = 0;
  const sample = DEMO_PROPOSAL_TEXTS.slice(0, 10);
  for (const seed of sample) {
    const result = await post(lightlyEdited(seed));
    const top = result.items[0];
    // The seed itself, or one of the generator's copies of its text (a district put after 关于).
    const same =
      top?.source !== 'clue' && top !== undefined && top.title.endsWith(seed.title.replace(/^关于/, ''));
    const ok = same && (top?.overlap ?? 0) >= 80;
    if (ok) firsts++;
    quality.push([
      seed.title.slice(0, 24),
      top?.title.slice(0, 24) ?? '-',
      top?.overlap ?? 0,
      ok ? 'yes' : 'NO',
    ]);
  }
  // The clue library (bench/lib/clue-rows.ts): a library clue's text as a member's draft, lightly edited.
  const clueSample = Array.from({ length: 10 }, (_, i) => clueText(LIBRARY_SIZE - 1 - i * 7));
  const clueDrafts = clueSample.map((clue) =>
    lightlyEdited({ title: clue.title, analysis: clue.situation, suggestions: clue.suggestion }),
  );
  let clueFirsts = 0;
  for (const [i, clue] of clueSample.entries()) {
    const top = (await post(clueDrafts[i]!)).items[0];
    // The clue itself, or another telling of its issue at the same place (the library repeats issues).
    const ok = top?.source === 'clue' && top.title === clue.title && top.overlap >= 80;
    if (ok) clueFirsts++;
    quality.push([
      `(clue) ${clue.title.slice(0, 20)}`,
      `${top?.source ?? '-'}: ${top?.title.slice(0, 20) ?? '-'}`,
      top?.overlap ?? 0,
      ok ? 'yes' : 'NO',
    ]);
  }
  printTable(['pasted with edits', 'first item', 'overlap %', 'ranks first ≥ 80 %'], quality);
  console.log(`${firsts} / ${sample.length} seeds rank first at ≥ 80 % (load ${load()})`);
  console.log(`${clueFirsts} / ${clueSample.length} library clues rank first at ≥ 80 % (load ${load()})`);

  const rows: (string | number)[][] = [];
  for (const [kind, drafts] of [
    ['proposal drafts', typed(sample.map(lightlyEdited))],
    ['clue drafts', typed(clueDrafts)],
  ] as const) {
    let next = 0;
    for (const connections of [1, 16]) {
      const before = load();
      const started = await cpu.read();
      const result = await autocannon({
        url: checkUrl,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            headers: checkHeaders,
            setupRequest: (request) => ({ ...request, body: JSON.stringify(drafts[next++ % drafts.length]) }),
          },
        ],
      });
      const spent = cpu.perRequest(started, await cpu.read(), result.requests.total);
      rows.push([
        connections === 1 ? `${kind}, 1 typing` : `${kind}, ${connections} back to back`,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.non2xx + result.errors,
        spent,
        `${before} → ${load()}`,
      ]);
    }
    // 16 members typing: three times the duration, so that the p99 is not one or two checks.
    const before = load();
    const started = await cpu.read();
    const typists = await pacedUsers({
      users: 16,
      pauseMs: SIMILAR_CHECK_PAUSE_MS,
      durationMs: duration * 3000,
      send: async () => {
        const response = await check(drafts[next++ % drafts.length]!);
        await response.arrayBuffer();
        return response.ok;
      },
    });
    rows.push([
      `${kind}, 16 typing (a check per ${SIMILAR_CHECK_PAUSE_MS} ms pause)`,
      Math.round(typists.perSecond),
      typists.p50,
      typists.p99,
      typists.failed,
      cpu.perRequest(started, await cpu.read(), typists.requests),
      `${before} → ${load()}`,
    ]);
  }
  printTable(
    [
      'editor check',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx/errors',
      'CPU ms per check (main + other threads + PostgreSQL)',
      'load before → after',
    ],
    rows,
  );
} finally {
  await cpu.close();
  await server.stop();
}
