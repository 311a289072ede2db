import type { SimilarSegment } from '@cppcc/contracts';

/**
 * Character bigrams for 查重: which letters count, the boilerplate left out, the probes sent to the gram
 * index, and the shared passages marked in what is shown. Only letters and digits count (punctuation,
 * spaces and line breaks do not), lower-cased, so reformatting a pasted text does not change its score;
 * the scores themselves compare stored fingerprints (fingerprint.ts).
 */

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Bigrams every proposal shares (boilerplate and enumerators); they say nothing about the topic. Migration
 * 0032 gives PostgreSQL's fingerprint function this same list: changing it means a new migration that
 * recomputes every stored fingerprint.
 */
export const STOP_BIGRAMS: ReadonlySet<string> = new Set([
  '关于',
  '建议',
  '提案',
  '我市',
  '全市',
  '一是',
  '二是',
  '三是',
  '四是',
  '五是',
  '进一',
  '一步',
  '加强',
  '推进',
  '加快',
  '完善',
  '推动',
  '工作',
  '问题',
  '存在',
  '目前',
  '近年',
  '年来',
]);

export const isStopBigram = (gram: string) => STOP_BIGRAMS.has(gram);

/** The letters and digits of a text, lower-cased, as an array of characters (code points). */
export function wordChars(text: string): string[] {
  return [...text.toLowerCase()].filter((char) => WORD_CHAR.test(char));
}

/** Shared stretches shorter than this many letters are not highlighted (two characters match by chance). */
const MIN_PASSAGE = 4;

/** Every letter and digit of a text, one match each (a character outside the BMP is one match of two units). */
const WORD_CHARS = /[\p{L}\p{N}]/gu;

/**
 * The text cut into segments, `shared` where a stretch of at least MIN_PASSAGE letters and digits also
 * appears in the draft (bigram by bigram: each bigram of the stretch is one of the draft's). Punctuation
 * inside a stretch stays in it; the draft's bigrams are compared without the boilerplate filter.
 *
 * Runs on every shown item of every keystroke's check: the letters are found by one regular-expression
 * pass and the segments cut as slices of the text (by UTF-16 offsets) — splitting the text into an array
 * of characters and joining the segments character by character was the largest share of the check's
 * JavaScript (a CPU profile under 16 typing) and of its garbage.
 */
export function markShared(text: string, draftBigrams: ReadonlySet<string>): SimilarSegment[] {
  // Each letter's start and end offset and its lower case.
  const starts: number[] = [];
  const ends: number[] = [];
  const lower: string[] = [];
  for (const match of text.matchAll(WORD_CHARS)) {
    starts.push(match.index);
    ends.push(match.index + match[0].length);
    lower.push(match[0].toLowerCase());
  }
  // Shared stretches as [from, to) offsets, in order; touching ones joined.
  const shared: [number, number][] = [];
  let runStart = -1;
  const closeRun = (end: number) => {
    // A run of bigrams from letter runStart to end (exclusive) covers letters runStart..end.
    if (runStart >= 0 && end - runStart + 1 >= MIN_PASSAGE) {
      const last = shared[shared.length - 1];
      if (last && last[1] === starts[runStart]) last[1] = ends[end]!;
      else shared.push([starts[runStart]!, ends[end]!]);
    }
    runStart = -1;
  };
  for (let w = 0; w + 1 < lower.length; w++) {
    if (draftBigrams.has(lower[w]! + lower[w + 1]!)) {
      if (runStart < 0) runStart = w;
    } else closeRun(w);
  }
  closeRun(lower.length - 1);
  const segments: SimilarSegment[] = [];
  let position = 0;
  for (const [from, to] of shared) {
    if (from > position) segments.push({ text: text.slice(position, from), shared: false });
    segments.push({ text: text.slice(from, to), shared: true });
    position = to;
  }
  if (position < text.length) segments.push({ text: text.slice(position), shared: false });
  return segments;
}

/** Every bigram of a text, boilerplate included: what markShared compares against. */
export function allBigrams(text: string): Set<string> {
  const chars = wordChars(text);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return grams;
}

/**
 * At most `width` characters of the segments around their longest shared stretch, cut at segment
 * boundaries where possible, with an ellipsis where text was left out.
 */
export function excerptAround(segments: readonly SimilarSegment[], width: number): SimilarSegment[] {
  const total = segments.reduce((sum, segment) => sum + [...segment.text].length, 0);
  if (total <= width) return [...segments];
  let best = -1;
  let bestLength = 0;
  let offset = 0;
  let bestOffset = 0;
  segments.forEach((segment, index) => {
    const length = [...segment.text].length;
    if (segment.shared && length > bestLength) [best, bestLength, bestOffset] = [index, length, offset];
    offset += length;
  });
  const start = best < 0 ? 0 : Math.max(0, Math.min(bestOffset - 20, total - width));
  const end = start + width;
  const out: SimilarSegment[] = [];
  let position = 0;
  for (const segment of segments) {
    const chars = [...segment.text];
    const from = Math.max(start, position);
    const to = Math.min(end, position + chars.length);
    if (from < to)
      out.push({ text: chars.slice(from - position, to - position).join(''), shared: segment.shared });
    position += chars.length;
  }
  if (start > 0) out.unshift({ text: '…', shared: false });
  if (end < total) out.push({ text: '…', shared: false });
  return out;
}

/** A run of three consecutive bigrams (four letters adjacent in the text): one conjunction for the gram index. */
type Run = string[];

/** The draft's runs: never spanning punctuation (the gram index (0010) holds the raw text's bigrams, so a
 * bigram across a comma would match nothing), never holding a boilerplate bigram. */
function runsOf(text: string): Run[] {
  const out: Run[] = [];
  for (const stretch of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const chars = [...stretch];
    for (let i = 0; i + 3 < chars.length; i++) {
      const grams = [0, 1, 2].map((k) => chars[i + k]! + chars[i + k + 1]!);
      if (!grams.some(isStopBigram)) out.push(grams);
    }
  }
  return out;
}

function distinctRuns(runs: readonly Run[]): Run[] {
  const seen = new Set<string>();
  return runs.filter((grams) => {
    const key = grams.join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How often each bigram occurs among the stored proposals (gram-frequencies.ts): 0 when never sampled. */
export type GramCount = (first: string, second: string) => number;

/**
 * Probes for the gram index: runs of three consecutive bigrams, each a conjunction the index answers
 * exactly; a candidate must contain one whole probe.
 *
 * With gram counts, the draft's rarest runs (least summed count), no two sharing a bigram: a rare run finds
 * the few earlier texts that share the phrase, and costs the index short posting lists. At most a third are
 * runs holding a bigram the sample never saw — such a run may be in no proposal at all (a name, a typo), or
 * be the rarest phrase there is; the rest are the rarest runs the sample saw. Without counts (none sampled
 * yet), the title's runs first and then evenly across the rest, so a long draft is sampled throughout.
 *
 * `budget` (in the counts' unit) caps what the probes cost together: a run costs its rarest bigram's count
 * (at least 1) — the gram index reads about that many postings for it (PostgreSQL's GIN scan walks the
 * rarest entry's list and skips through the others'; FTS5 likewise). A run that would overspend is skipped
 * in favour of a cheaper one, none left, fewer probes are sent — except the first probe and the first run
 * the sample saw, which always go. A run that
 * costly matches thousands of proposals, of which a probe keeps an arbitrary hundred: another such probe
 * adds little, while its posting list grows with the archive.
 */
export function probes(
  title: string,
  body: string,
  max: number,
  count?: GramCount,
  budget = Infinity,
): string[][] {
  if (count) return rarestRuns(distinctRuns([...runsOf(title), ...runsOf(body)]), max, count, budget);
  const titleRuns = runsOf(title).filter((_, index) => index % 2 === 0);
  const bodyRuns = runsOf(body);
  const picked = titleRuns.slice(0, Math.ceil(max / 2));
  const room = max - picked.length;
  const step = Math.max(1, bodyRuns.length / room);
  for (let i = 0; picked.length < max && Math.floor(i) < bodyRuns.length; i += step)
    picked.push(bodyRuns[Math.floor(i)]!);
  return distinctRuns(picked);
}

function rarestRuns(runs: readonly Run[], max: number, count: GramCount, budget: number): Run[] {
  const scored = runs.map((grams, position) => {
    const counts = grams.map((gram) => count(gram[0]!, gram[1]!));
    return {
      grams,
      position,
      sum: counts.reduce((a, b) => a + b, 0),
      cost: Math.max(1, Math.min(...counts)),
      unseen: counts.includes(0),
    };
  });
  const byRarity = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    a.sum - b.sum || a.position - b.position;
  const unseen = scored.filter((run) => run.unseen).sort(byRarity);
  const seen = scored.filter((run) => !run.unseen).sort(byRarity);
  const picked: Run[] = [];
  const used = new Set<string>();
  let spent = 0;
  let seenPicked = false;
  const take = (from: readonly (typeof scored)[number][], limit: number) => {
    for (const run of from) {
      if (picked.length >= limit) return;
      if (run.grams.some((gram) => used.has(gram))) continue;
      // Over budget, only the first probe and the first seen run still go: an unseen run may match
      // nothing, and the draft's earlier texts would go unlooked-for.
      const exempt = picked.length === 0 || (!run.unseen && !seenPicked);
      if (!exempt && spent + run.cost > budget) continue;
      picked.push(run.grams);
      seenPicked ||= !run.unseen;
      spent += run.cost;
      for (const gram of run.grams) used.add(gram);
    }
  };
  take(unseen, Math.ceil(max / 3));
  take(seen, max);
  take(unseen, max);
  return picked;
}
