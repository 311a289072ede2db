import { describe, expect, it } from 'vitest';
import { tabOf } from './tabs';

describe('profile tabs', () => {
  it('reads the tab from the URL, the timeline for anything unknown', () => {
    expect(tabOf('about')).toBe('about');
    expect(tabOf('photos-videos')).toBe('photos-videos');
    expect(tabOf(null)).toBe('timeline');
    expect(tabOf('settings')).toBe('timeline');
  });
});
