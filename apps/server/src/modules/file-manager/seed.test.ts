import { DEMO_ACCOUNTS, demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { databaseFileStorage } from '../attachments/database-storage';
import { readHead } from '../attachments/sniff';
import { fileManagerService } from './service';

describe('file manager demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // Into the database storage, as several servers would have it.
    await seedDemoData(t.db, undefined, {
      passwordHashCost: 1024,
      files: { fileStorage: 'database', filesDir: '', fileManagerQuotaBytes: 1024 * 1024 * 1024 },
    });
  }, 120_000);
  afterAll(() => t.cleanup());

  it('gives every demo account its own folders and files of every kind the page shows', async () => {
    const service = fileManagerService(t.db.kysely, databaseFileStorage(t.db.kysely), {
      quotaBytes: 100 * 1024 * 1024,
    });
    const seen = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccount(account.key).email)
        .executeTakeFirstOrThrow();
      const top = await service.list(id, undefined, 'zh-CN');
      // Folders first, then by pinyin: diao, gui, hui, ti.
      expect(top.items.map((item) => item.name)).toEqual([
        '调研图片',
        '归档',
        '会议资料',
        '提案材料',
        '政协工作要点.txt',
      ]);
      for (const item of top.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      const archive = top.items.find((item) => item.name === '归档');
      expect(archive?.size).toBe(0);
      expect((await service.list(id, archive?.id, 'zh-CN')).items).toEqual([]);
      const folders = await service.folders(id);
      expect(folders).toHaveLength(5);
      const files = (
        await Promise.all(folders.map(async (folder) => (await service.list(id, folder.id, 'zh-CN')).items))
      )
        .flat()
        .filter((item) => item.kind === 'file');
      expect(files.map((item) => item.preview).sort()).toEqual([
        'docx',
        'image',
        'image',
        'image',
        'pdf',
        'pdf',
        'text',
      ]);
      expect(
        files
          .filter((item) => item.offline)
          .map((item) => item.name)
          .sort(),
      ).toEqual(['全体会议议程.pdf', '答复函示例.docx']);
      const docx = files.find((item) => item.preview === 'docx');
      const { stream } = await service.open(id, docx?.id ?? '');
      expect([...(await readHead(stream, 4))]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      expect(top.usage.usedBytes).toBeGreaterThan(0);
    }
  });
});
