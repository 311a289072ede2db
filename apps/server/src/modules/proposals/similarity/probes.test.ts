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

  it('within a budget, send the first probe and then only the runs that still fit', () => {
    // Every bigram counted 40 times (a run costs its rarest bigram's count) but 栖息 and 灯光, counted 3.
    const counts: Record<string, number> = { 栖息: 3, 灯光: 3 };
    const count = (a: string, b: string) => counts[a + b] ?? 40;
    const cost = (grams: string[]) => Math.min(...grams.map((gram) => count(gram[0]!, gram[1]!)));
    expect(probes(title, body, 4, count)).toHaveLength(4);
    // 50: the first probe and cheap ones — a run of 40 after one of 3 would overspend.
    const cheap = probes(title, body, 4, count, 50);
    expect(cheap.length).toBeGreaterThan(1);
    expect(cheap.reduce((total, grams) => total + cost(grams), 0)).toBeLessThanOrEqual(50);
    expect(cheap.flat().filter((gram) => gram === '栖息' || gram === '灯光')).toHaveLength(2);
    // Below any run's cost: one probe all the same, so a draft is always looked up.
    expect(probes(title, body, 4, count, 1)).toHaveLength(1);
    // 灯光 never sampled: its run (which may be in no proposal) goes first, and the rarest seen run with it.
    const unseen = (a: string, b: string) => (a + b === '灯光' ? 0 : count(a, b));
    const both = probes(title, body, 4, unseen, 1);
    expect(both).toHaveLength(2);
    expect(both[0]).toContain('灯光');
    expect(both[1]).toContain('栖息');
  });

  it('without counts, start with the title and spread over the body', () => {
    const picked = probes(title, body, 4);
    expect(picked[0]).toEqual(['于城', '城西', '西湿']);
    expect(picked.length).toBeLessThanOrEqual(4);
  });
});
