import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { profileService } from '../modules/profile/service';
import { DAY, HOUR } from './clock';
import {
  SAMPLE_ACTIVITIES,
  SAMPLE_ALBUMS,
  SAMPLE_POSTS,
  sampleAbout,
  type SampleMedia,
  type Who,
} from './profile-data';
import { seedPicture, type SceneName } from './seed-pictures';
import type { Seeder } from './types';

/**
 * The profile page's demo (seed 001: timeline, photos and videos, about) for every demo account, written
 * through the profile service; the other demo accounts are its friends, authors and commenters. The pictures
 * (city scenes and meetings from seed-pictures/) are stored once through the profile pictures' upload checks,
 * owned by the first account.
 */
export const profileSeeder: Seeder = {
  name: '0024_profile',
  async run(ctx) {
    const profile = profileService(ctx.db, { now: ctx.clock.now });
    const accounts = [];
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.services.users.findByEmail(account.email);
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      accounts.push({ account, id: user.id });
    }
    const owner = accounts[0]?.id ?? '';
    const used = new Set<SceneName>(
      [
        ...SAMPLE_POSTS.flatMap((post) => [post.media?.scene, post.article?.media.scene]),
        ...SAMPLE_ALBUMS.flatMap((album) => album.media.map((item) => item.scene)),
      ].filter((scene) => scene !== undefined),
    );
    const scenes = new Map<SceneName, string>();
    for (const scene of used)
      scenes.set(
        scene,
        (await ctx.services.profilePictures.store(owner, `${scene}.jpg`, 'image/jpeg', seedPicture(scene)))
          .url,
      );
    const media = ({ scene, ...sample }: SampleMedia) => ({ ...sample, preview: scenes.get(scene) ?? '' });
    const started = Date.now();

    for (const { account, id } of accounts) {
      const friends = accounts.filter((other) => other.id !== id).map((other) => other.id);
      const who = (person: Who) => (person === 'self' ? id : (friends[person.friend % friends.length] ?? id));
      for (const friend of friends) await profile.addFriend(id, friend);
      for (const activity of SAMPLE_ACTIVITIES) {
        ctx.clock.set(started - activity.hoursAgo * HOUR);
        await profile.addActivity(id, who({ friend: activity.friend }), activity.message);
      }
      for (const post of SAMPLE_POSTS) {
        ctx.clock.set(started - post.hoursAgo * HOUR);
        await profile.addPost(id, {
          authorId: who(post.author),
          type: post.type,
          message: post.message,
          ...(post.media && { media: media(post.media) }),
          ...(post.article && { article: { ...post.article, media: media(post.article.media) } }),
          likes: post.likes,
          shares: post.shares,
          comments: post.comments.map((comment) => ({
            authorId: who(comment.author),
            message: comment.message,
          })),
        });
      }
      for (const album of SAMPLE_ALBUMS) {
        ctx.clock.set(started - album.daysAgo * DAY);
        await profile.addAlbum(id, album.name, album.media.map(media));
      }
      ctx.clock.release();
      await profile.setAbout(id, sampleAbout(account.key, account));
    }
  },
};
