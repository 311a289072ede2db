import { once } from 'node:events';
import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, seeders } from '../../seed';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { profilePictures } from './pictures';
import { localFileStorage } from '../attachments/storage';
import { profileService } from './service';

/** The profile's demo: every demo account's own timeline, albums and about, in both languages. */
describe('profile demo seed', () => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = t.config.dataDir;
    // Only what the profile needs: the accounts (and the units they belong to), the profile, the avatars.
    const needed = seeders.filter((seeder) => /meta|accounts|profile|avatars/.test(seeder.name));
    await seedDemoData(t.db, needed, { passwordHashCost: 1024, dataDir });
  }, 120_000);
  afterAll(() => t.cleanup());

  it('gives every demo account posts of every kind, comments, activities, albums, about and friends', async () => {
    const service = profileService(t.db.kysely);
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const timeline = await service.timeline(user.id, 'zh-CN');
      expect(timeline.activities).toHaveLength(5);
      expect(timeline.posts).toHaveLength(4);
      expect(new Set(timeline.posts.map((post) => post.type))).toEqual(
        new Set(['post', 'article', 'something']),
      );
      expect(timeline.posts.some((post) => post.media?.type === 'video')).toBe(true);
      expect(timeline.posts.reduce((sum, post) => sum + post.comments.length, 0)).toBe(5);
      const times = timeline.posts.map((post) => post.time);
      expect(times).toEqual([...times].sort().reverse());
      expect(timeline.posts.every((post) => post.user.name.length > 0)).toBe(true);

      const albums = await service.photosVideos(user.id, 'en');
      expect(albums.map((album) => album.name)).toEqual([
        'Field visits',
        'Meetings and events',
        'Out and about',
      ]);
      expect(albums.flatMap((album) => album.media)).toHaveLength(12);

      const about = await service.about(user.id, 'zh-CN');
      expect(about.contact.emails).toEqual([account.email]);
      expect(about.groups).toHaveLength(3);
      expect(about.friends).toHaveLength(DEMO_ACCOUNTS.length - 1);
      expect(about.friends.some((friend) => friend.id === user.id)).toBe(false);
    }
  });

  it('stores the pictures through the profile pictures’ checks, as real JPEGs, and gives every account an avatar', async () => {
    const albums = await profileService(t.db.kysely).photosVideos(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO_ACCOUNTS[0].email)
          .executeTakeFirstOrThrow()
      ).id,
      'zh-CN',
    );
    const preview = albums[0]?.media[0]?.preview ?? '';
    const id = preview.split('/').pop() ?? '';
    const file = await profilePictures(t.db.kysely, localFileStorage(dataDir)).open(id);
    expect(file.contentType).toBe('image/jpeg');
    const bytes: Buffer[] = [];
    for await (const chunk of file.stream) bytes.push(chunk as Buffer);
    expect([...Buffer.concat(bytes).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Each album picture is its own scene, not one picture repeated.
    const previews = albums.flatMap((album) => album.media.map((media) => media.preview));
    expect(new Set(previews).size).toBe(previews.length);
    // Every account has its own avatar, uploaded as its own profile picture.
    const users = await t.db.kysely.selectFrom('users').select(['id', 'photoUrl']).execute();
    const avatars = users.map((user) => user.photoUrl ?? '');
    expect(avatars.every((url) => url.startsWith('/api/profile/pictures/'))).toBe(true);
    expect(new Set(avatars).size).toBe(users.length);
    for (const user of users) {
      const avatar = await profilePictures(t.db.kysely, localFileStorage(dataDir)).open(
        user.photoUrl?.split('/').pop() ?? '',
        user.id,
      );
      expect(avatar.contentType).toBe('image/jpeg');
      // A read stream destroyed before its file opened still opens it, then closes it: waited for, or the
      // cleanup's removal of the directory can come first and the open fails (ENOENT) after the test.
      const closed = once(avatar.stream, 'close');
      avatar.stream.destroy();
      await closed;
    }
  });
});
