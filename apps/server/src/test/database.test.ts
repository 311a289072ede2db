import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from './context';

describe.skipIf(testDialect() !== 'postgres')('test databases on PostgreSQL', () => {
  // The setting is the test databases' own (test/database.ts): it must reach the app's sessions, not only
  // the admin connection that created the copy.
  it.each([
    ['a copy of the template', true],
    ['an empty database', false],
  ])('%s: the app commits without waiting for the disk', async (_, migrate) => {
    const t = await createTestDatabase({ migrate });
    try {
      const { rows } = await sql<{
        value: string;
      }>`select current_setting('synchronous_commit') as value`.execute(t.db.kysely);
      expect(rows[0]?.value).toBe('off');
    } finally {
      await t.cleanup();
    }
  });
});
