import { describe, expect, it } from 'vitest';
import { probes } from './grams';

/** 查重's probes (grams.ts): which runs of a draft are sent to the gram index. */
describe('probes', () => {
  const title = '关于城西湿地候鸟保护的建议';
  const body = '城西湿地每年冬季迎来候鸟，夜间灯光干扰候鸟栖息。';
  const all = probes(title, body, 100);

  it('are runs of three bigrams within one stretch of letters, none holding boilerplate', () => {
    expect(all.length).toBeGreaterThan(6);
    for (const grams of all) {
      expect(grams).toHaveLength(3);
      expect(grams[0]![1]).toBe(grams[1]![0]);
      expect(grams[1]![1]).toBe(grams[2]![0]);
    }
    const flat = all.flat();
    expect(flat).not.toContain('关于');
    expect(flat).not.toContain('建议');
    // Never across the comma: 候鸟，夜间 gives no 鸟夜.
    expect(flat).not.toContain('鸟夜');
  });

  it('with gram counts, take the rarest runs, no two sharing a bigram, a third at most unseen', () => {
    // 候鸟 and 湿地 are common, 栖息 rare, 灯光 never sampled; everything else counted once.
    const counts: Record<string, number> = { 候鸟: 500, 湿地: 400, 城西: 300, 栖息: 2, 灯光: 0 };
    const count = (a: string, b: string) => counts[a + b] ?? 1;
    const picked = probes(title, body, 3, count);
    expect(picked).toHaveLength(3);
    const flat = picked.flat();
    expect(new Set(flat).size).toBe(flat.length);
    // One run holding the unseen 灯光; the others the rarest seen ones, none with 候鸟, 湿地 or 城西.
    expect(picked.filter((grams) => grams.includes('灯光'))).toHaveLength(1);
    for (const common of ['候鸟', '湿地', '城西']) expect(flat).not.toContain(common);
    const sum = (grams: string[]) => grams.reduce((total, gram) => total + count(gram[0]!, gram[1]!), 0);
    for (const grams of picked) expect(sum(grams)).toBeLessThan(10);
  });

  it('without counts, start with the title and spread over the body', () => {
    const picked = probes(title, body, 4);
    expect(picked[0]).toEqual(['于城', '城西', '西湿']);
    expect(picked.length).toBeLessThanOrEqual(4);
  });
});
