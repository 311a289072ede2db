import type { SimilarSegment } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { decodeFingerprint, encodeFingerprint, fingerprintOf } from './fingerprint';
import { allBigrams, markShared } from './grams';

/**
 * The shared passages of a shown item (grams.ts markShared) against the plain character-by-character
 * marking it replaced, and the fingerprints' decoding against their encoding.
 */
function markedCharByChar(text: string, draft: ReadonlySet<string>): SimilarSegment[] {
  const chars = [...text];
  const word = chars.flatMap((char, index) => (/[\p{L}\p{N}]/u.test(char) ? [index] : []));
  const lower = word.map((index) => chars[index]!.toLowerCase());
  const marked = chars.map(() => false);
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && end - start + 1 >= 4) for (let i = word[start]!; i <= word[end]!; i++) marked[i] = true;
    start = -1;
  };
  for (let w = 0; w + 1 < lower.length; w++) {
    if (draft.has(lower[w]! + lower[w + 1]!)) {
      if (start < 0) start = w;
    } else close(w);
  }
  close(lower.length - 1);
  const segments: SimilarSegment[] = [];
  chars.forEach((char, index) => {
    const last = segments[segments.length - 1];
    if (last && last.shared === marked[index]) last.text += char;
    else segments.push({ text: char, shared: marked[index]! });
  });
  return segments;
}

describe('markShared', () => {
  const draft = allBigrams('城西湿地每年冬季迎来候鸟，夜间灯光干扰候鸟栖息。Smart Parking 𠀀𠀁𠀂𠀃 ok');
  const texts = [
    '',
    '。',
    '城西',
    '城西湿地',
    '城西湿地每年冬季迎来候鸟，夜间灯光干扰候鸟栖息。',
    '据报道，城西湿地每年冬季迎来大量候鸟；夜间灯光干扰候鸟栖息，建议关灯。',
    '湿地每年冬季迎来候鸟夜间灯光干扰候鸟栖息',
    '候鸟，，夜间灯光——干扰候鸟，栖息地',
    'SMART parking lots: smart-parking 𠀀𠀁𠀂𠀃 and 𠀀𠀁 x',
    '与本草稿无关的一段文字，没有任何共同的四字片段。',
  ];

  it('marks the same stretches as character-by-character marking, punctuation inside a stretch included', () => {
    for (const text of texts) expect(markShared(text, draft)).toEqual(markedCharByChar(text, draft));
  });

  it('joins back into the text and marks a stretch the draft shares', () => {
    const text = texts[5]!;
    const segments = markShared(text, draft);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.shared).map((segment) => segment.text)).toContain(
      '城西湿地每年冬季迎来',
    );
  });
});

describe('decodeFingerprint', () => {
  it('reads back what encodeFingerprint wrote, negative keys and an offset view included', () => {
    const keys = fingerprintOf('城西湿地每年冬季迎来候鸟 Smart Parking 𠀀𠀁 ÀÉ 12345');
    expect(keys.some((key) => key < 0) || keys.some((key) => key > 0xffff)).toBe(true);
    expect([...decodeFingerprint(encodeFingerprint(keys))]).toEqual([...keys]);
    const padded = Buffer.concat([Buffer.from([9, 9, 9]), encodeFingerprint(keys)]);
    expect([...decodeFingerprint(padded.subarray(3))]).toEqual([...keys]);
    expect(decodeFingerprint(Buffer.alloc(0))).toHaveLength(0);
  });
});
