import {
  EMPTY_PROFILE_ABOUT,
  profileAboutSchema,
  profileAlbumListSchema,
  profileTimelineSchema,
  type ProfileTimeline,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { withoutSignature } from '../attachments/picture-links';
import type { UserRow } from '../users/repository';
import { profileService } from './service';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const text = (zh: string, en: string) => ({ zh, en });

/** The three calls of the profile page and the avatar upload, through the real server and database. */
describe('profile', () => {
  let ctx: TestContext;
  let ann: UserRow;
  let bob: UserRow;
  const tokens = new Map<string, string>();
  const get = (who: string, url: string, language = 'zh-CN') =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.get(who) ?? ''), 'accept-language': language },
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    ann = await createUser(ctx, ['members'], { displayName: '委员 安娜' });
    bob = await createUser(ctx, ['staff'], { displayName: '工作人员 鲍勃' });
    tokens.set('ann', await tokenFor(ctx, ann));
    tokens.set('bob', await tokenFor(ctx, bob));
    // A clock a minute apart per write: two posts written in the same millisecond would have no order.
    let minute = 0;
    const now = () => new Date(Date.UTC(2026, 4, 1, 8, minute++)).toISOString();
    const profile = profileService(ctx.db.kysely, { now });
    await profile.addFriend(ann.id, bob.id);
    await profile.addActivity(ann.id, bob.id, text('赞了你的动态', 'liked your post'));
    const media = {
      type: 'photo' as const,
      title: text('现场', 'On site'),
      preview: '/api/profile/pictures/x',
    };
    await profile.addPost(ann.id, {
      authorId: bob.id,
      type: 'post',
      message: text('走访记录', 'Notes of a visit'),
      media,
      likes: 3,
      shares: 1,
      comments: [{ authorId: ann.id, message: text('谢谢', 'Thanks') }],
    });
    await profile.addPost(ann.id, {
      authorId: ann.id,
      type: 'article',
      message: text('一篇文章', 'An article'),
      article: {
        title: text('标题', 'Title'),
        subtitle: text('副标题', 'Subtitle'),
        excerpt: text('摘要', 'Excerpt'),
        media,
      },
      likes: 0,
      shares: 0,
    });
    await profile.addAlbum(ann.id, text('相册', 'Album'), [media, { ...media, type: 'video' }]);
    const about = {
      general: { gender: '女', birthday: '1980-01-02', locations: ['北京市'], about: '简介' },
      work: { occupation: '委员', skills: '调研', jobs: [{ company: '市政协', date: '2018 年至今' }] },
      contact: { address: '地址', tel: ['13900000000'], websites: [], emails: ['ann@example.com'] },
      groups: [{ id: 'g1', name: '调研组', category: '专题', members: 5 }],
    };
    await profile.setAbout(ann.id, {
      zh: about,
      en: { ...about, general: { ...about.general, gender: 'Female', about: 'About me' } },
    });
  });
  afterAll(() => ctx.close());

  it('answers the timeline in the contract’s shape and the caller’s language, newest first', async () => {
    const zh = await get('ann', '/api/profile/timeline');
    expect(zh.statusCode).toBe(200);
    const timeline: ProfileTimeline = profileTimelineSchema.parse(zh.json());
    expect(timeline.activities).toEqual([
      expect.objectContaining({
        message: '赞了你的动态',
        user: { id: bob.id, name: '工作人员 鲍勃', avatar: '' },
      }),
    ]);
    expect(timeline.posts.map((post) => post.type)).toEqual(['article', 'post']);
    const [article, post] = timeline.posts;
    expect(article?.article).toMatchObject({ title: '标题', media: { type: 'photo', title: '现场' } });
    expect(post).toMatchObject({
      message: '走访记录',
      like: 3,
      share: 1,
      likes: 3,
      shares: 1,
      media: { title: '现场' },
    });
    expect(post?.comments.map((comment) => [comment.message, comment.user.id])).toEqual([['谢谢', ann.id]]);
    const en = profileTimelineSchema.parse((await get('ann', '/api/profile/timeline', 'en')).json());
    expect(en.posts[1]?.message).toBe('Notes of a visit');
    expect(en.posts[0]?.article?.title).toBe('Title');
  });

  it('answers the albums and the about tab', async () => {
    const albums = profileAlbumListSchema.parse(
      (await get('ann', '/api/profile/photos-videos', 'en')).json(),
    );
    expect(albums).toHaveLength(1);
    expect(albums[0]?.name).toBe('Album');
    expect(albums[0]?.media.map((item) => item.type)).toEqual(['photo', 'video']);
    expect(albums[0]?.info).toBe('1 photos · 1 videos');
    const about = profileAboutSchema.parse((await get('ann', '/api/profile/about', 'en')).json());
    expect(about.general).toMatchObject({ gender: 'Female', about: 'About me' });
    expect(about.groups).toHaveLength(1);
    expect(about.friends).toEqual([{ id: bob.id, name: '工作人员 鲍勃', avatar: '' }]);
  });

  it('keeps each user’s profile their own: another user sees only theirs (empty)', async () => {
    expect(profileTimelineSchema.parse((await get('bob', '/api/profile/timeline')).json())).toEqual({
      activities: [],
      posts: [],
    });
    expect((await get('bob', '/api/profile/photos-videos')).json()).toEqual([]);
    expect((await get('bob', '/api/profile/about')).json()).toEqual({
      ...EMPTY_PROFILE_ABOUT,
      written: false,
      friends: [],
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/timeline' })).statusCode).toBe(401);
  });

  it('takes an avatar only as a real, small picture, serves it, and shows it once saved as photoURL', async () => {
    const upload = (name: string, type: string, content: Buffer, language = 'zh-CN') => {
      const body = multipart(name, type, content);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...body.headers, ...bearer(tokens.get('bob') ?? ''), 'accept-language': language },
        payload: body.payload,
      });
    };
    const ok = await upload('me.png', 'image/png', PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    const { url } = ok.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/profile\/pictures\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const fake = await upload('me.png', 'image/png', Buffer.from('<svg onload=alert(1)>'), 'en');
    expect(fake.statusCode).toBe(415);
    expect(fake.json<{ error: { message: string } }>().error.message).toMatch(/does not contain/);
    const svg = await upload('me.svg', 'image/svg+xml', Buffer.from('<svg/>'), 'en');
    expect(svg.statusCode).toBe(415);
    expect(svg.json<{ error: { message: string } }>().error.message).toMatch(/PNG, JPG, GIF or WebP/);
    const big = await upload('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toMatch(/2 MB/);
    const notUuid = await ctx.app.inject({ method: 'GET', url: '/api/profile/pictures/not-a-uuid' });
    expect(notUuid.statusCode).toBe(400);

    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(tokens.get('bob') ?? ''),
      payload: { user: { data: { displayName: '鲍勃 新名字', photoURL: url } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const about = profileAboutSchema.parse((await get('ann', '/api/profile/about')).json());
    expect(about.friends).toEqual([
      { id: bob.id, name: '鲍勃 新名字', avatar: expect.any(String) as string },
    ]);
    expect(withoutSignature(about.friends[0]?.avatar ?? '')).toBe(withoutSignature(url));
  });

  it('refuses a bad name or avatar address with a 400 naming the field', async () => {
    const update = (data: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: bearer(tokens.get('ann') ?? ''),
        payload: { user: { data } },
      });
    const name = await update({ displayName: '  ' });
    expect(name.statusCode).toBe(400);
    expect(name.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'user.data.displayName',
    );
    const picture = await update({ photoURL: 'javascript:alert(1)' });
    expect(picture.statusCode).toBe(400);
    expect(picture.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'user.data.photoURL',
    );
  });
});
