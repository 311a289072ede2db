// 查重 benchmark (issue 27 §3): starts the real built server on the database filled by
// generate-proposals.ts, and measures the editor's check (POST /api/proposals/similar) as the demo member.
//   npm run bench:generate && npm run bench:similarity                SQLite (bench/out/cppcc.sqlite)
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:similarity
//   BENCH_DURATION=10 (seconds per run)
// First the quality check: a seed proposal pasted as a new draft with light edits must come first at
// ≥ 80 % overlap. Then latency: one member typing (1 connection) and 16 typing at once (16 connections),
// each request a different prefix of the draft, as the debounced editor sends them.
import os from 'node:os';
import autocannon from 'autocannon';
import { demoAccount, type SimilarResult } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { DEMO_PROPOSAL_TEXTS } from '../apps/server/src/seed/proposal-texts';
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

/** Light edits a member makes to a pasted text: a word swapped, a sentence added, punctuation changed. */
function lightlyEdited(text: { title: string; analysis: string; suggestions: string }) {
  return {
    title: text.title.replace('建议', '提案'),
    analysis: `${text.analysis.replace(/，/g, ', ')}据调查，群众对此反映较多。`,
    suggestions: text.suggestions.replace('一是', '第一，'),
  };
}

const server = await startServer({ LOG_LEVEL: 'silent', DATABASE_URL: url });
try {
  const member = await signIn(server.url, demoAccount('member').email);
  const post = async (body: object): Promise<SimilarResult> => {
    const response = await fetch(`${server.url}/api/proposals/similar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
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
    const same = top !== undefined && top.title.endsWith(seed.title.replace(/^关于/, ''));
    const ok = same && (top?.overlap ?? 0) >= 80;
    if (ok) firsts++;
    quality.push([
      seed.title.slice(0, 24),
      top?.title.slice(0, 24) ?? '-',
      top?.overlap ?? 0,
      ok ? 'yes' : 'NO',
    ]);
  }
  printTable(['seed pasted with edits', 'first item', 'overlap %', 'ranks first ≥ 80 %'], quality);
  console.log(`${firsts} / ${sample.length} seeds rank first at ≥ 80 % (load ${load()})`);

  // Latency: the drafts as typed, prefixes of growing length, one request each.
  const bodies = sample.flatMap((seed) => {
    const edited = lightlyEdited(seed);
    const full = `${edited.analysis}${edited.suggestions}`;
    return [0.1, 0.3, 0.6, 1].map((share) => ({
      title: edited.title,
      analysis: full.slice(0, Math.ceil(full.length * share)),
      suggestions: '',
    }));
  });
  let next = 0;
  const rows: (string | number)[][] = [];
  for (const connections of [1, 16]) {
    const before = load();
    const result = await autocannon({
      url: `${server.url}/api/proposals/similar`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }),
        },
      ],
    });
    rows.push([
      `${connections} typing`,
      Math.round(result.requests.average),
      result.latency.p50,
      result.latency.p99,
      result.non2xx + result.errors,
      `${before} → ${load()}`,
    ]);
  }
  printTable(['editor check', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'load before → after'], rows);
} finally {
  await server.stop();
}
