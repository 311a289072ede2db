import { EMPTY_PROFILE_ABOUT, type ProfileAbout, type ProfilePost } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { AboutTab } from './AboutTab';
import { PhotosVideosTab } from './PhotosVideosTab';
import { PostCard } from './PostCard';

const person = (id: string, name: string) => ({ id, name, avatar: '' });
const post = (extra: Partial<ProfilePost> = {}): ProfilePost => ({
  id: 'p1',
  type: 'post',
  user: person('u1', '王晓芳'),
  message: '走访记录',
  time: '2026-11-20T08:00:00.000Z',
  like: 24,
  share: 6,
  likes: 24,
  shares: 6,
  media: { type: 'video', title: '协商座谈会', preview: '/api/profile/pictures/v' },
  article: null,
  comments: [{ id: 'c1', user: person('u2', '陈明'), message: '谢谢', time: '2026-11-20T09:00:00.000Z' }],
  ...extra,
});

describe('profile tabs', () => {
  it('shows a post with its video, counts and comments, in both languages', async () => {
    const zh = await renderStatic(<PostCard post={post()} />, 'zh-CN', [i18nBundle]);
    expect(zh).toContain('发布了动态');
    expect(zh).toContain('24 人赞');
    expect(zh).toContain('6 次分享');
    expect(zh).toContain('1 条评论');
    expect(zh).toContain('alt="视频：协商座谈会"');
    expect(zh).toContain('谢谢');
    const en = await renderStatic(<PostCard post={post({ type: 'article', media: null })} />, 'en', [
      i18nBundle,
    ]);
    expect(en).toContain('shared an article');
    expect(en).toContain('24 likes');
    expect(en).not.toContain('Video');
  });

  it('shows an article with its title, subtitle and excerpt', async () => {
    const media = { type: 'photo' as const, title: '日间照料中心', preview: '/p' };
    const html = await renderStatic(
      <PostCard
        post={post({
          type: 'article',
          media: null,
          article: { title: '标题', subtitle: '副标题', excerpt: '摘要', media },
        })}
      />,
      'zh-CN',
      [i18nBundle],
    );
    expect(html).toMatch(/<h3[^>]*>标题<\/h3>/);
    expect(html).toContain('副标题');
    expect(html).toContain('alt="日间照料中心"');
  });

  it('says when there is nothing yet, instead of an empty page', async () => {
    const empty: ProfileAbout = { ...EMPTY_PROFILE_ABOUT, written: false, friends: [] };
    const about = await renderStatic(<AboutTab about={empty} />, 'en', [i18nBundle]);
    expect(about).toContain('Nothing written about you yet.');
    expect(about).toContain('No friends yet.');
    expect(await renderStatic(<PhotosVideosTab albums={[]} />, 'zh-CN', [i18nBundle])).toContain(
      '还没有照片和视频',
    );
  });

  it('captions an album with the server’s info (its photo and video counts)', async () => {
    const media = (type: 'photo' | 'video', title: string) => ({ type, title, preview: `/${title}` });
    const html = await renderStatic(
      <PhotosVideosTab
        albums={[
          {
            id: 'a',
            name: '调研走访',
            info: '1 张照片 · 1 个视频',
            media: [media('photo', '一'), media('video', '二')],
          },
        ]}
      />,
      'zh-CN',
      [i18nBundle],
    );
    expect(html).toContain('1 张照片 · 1 个视频');
    expect(html.match(/data-testid="profile-media"/g)).toHaveLength(2);
  });
});
