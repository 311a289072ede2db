import { DEFAULT_DUTY_SCORE_RULES } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/context';
import { dutyRecordsService } from './service';

describe(`duty records demo seed (${testDialect()})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  it('saves the default rules and gives every member a score in the current session', async () => {
    const service = dutyRecordsService(t.db.kysely);
    expect(await service.rules()).toEqual(DEFAULT_DUTY_SCORE_RULES);
    const list = await service.list(undefined);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.filter((item) => item.score <= 0).map((item) => item.member.displayName)).toEqual([]);
    // The screens' figures each appear somewhere in the demo: co-signed, key, excellent, evaluated, met, supervised.
    for (const kind of [
      'cosigned',
      'notRegistered',
      'key',
      'excellent',
      'evaluationOnTime',
      'consultation',
      'supervision',
    ] as const)
      expect(
        list.items.some((item) => item.figures[kind] > 0),
        kind,
      ).toBe(true);
  });
});
