import { describe, expect, it } from 'vitest';
import { albumCounts, tabOf } from './tabs';

describe('profile tabs', () => {
  it('reads the tab from the URL, the timeline for anything unknown', () => {
    expect(tabOf('about')).toBe('about');
    expect(tabOf('photos-videos')).toBe('photos-videos');
    expect(tabOf(null)).toBe('timeline');
    expect(tabOf('settings')).toBe('timeline');
  });

  it('counts an album’s photos and videos', () => {
    const media = (type: 'photo' | 'video') => ({ type, title: '', preview: '' });
    expect(
      albumCounts({ id: 'a', name: 'A', media: [media('photo'), media('video'), media('photo')] }),
    ).toEqual({
      photos: 2,
      videos: 1,
    });
    expect(albumCounts({ id: 'b', name: 'B', media: [] })).toEqual({ photos: 0, videos: 0 });
  });
});
