import { DEMO_ACCOUNTS, MAIL_FOLDERS } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { mailService } from './service';

describe('mail demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  });
  afterAll(() => t.cleanup());

  it('gives every demo account a mailbox with every state a screen shows', async () => {
    const mail = mailService(t.db.kysely);
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const folders = await mail.folders({ id }, 'zh-CN');
      for (const handle of MAIL_FOLDERS)
        expect(
          folders.find((folder) => folder.handle === handle)?.total,
          `${account.key} ${handle}`,
        ).toBeGreaterThan(0);
      const inbox = (await mail.list({ id }, { folder: 'inbox', page: 1, pageSize: 50 })).items;
      const has = (what: string, test: (item: (typeof inbox)[number]) => boolean) =>
        expect(inbox.some(test), `${account.key}: ${what}`).toBe(true);
      has('read', (item) => item.read);
      has('unread', (item) => !item.read);
      has('starred', (item) => item.starred);
      has('important', (item) => item.important);
      has('labelled', (item) => item.labels.length > 0);
      has('with files', (item) => item.hasAttachments);
      expect(inbox.every((item) => item.subject !== '' && item.from.name !== '')).toBe(true);
    }
  });
});
