import { CHAT_MOOD_MAX, CHAT_NAME_MAX, type ChatUser } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { profileFormOf, profileFormSchema } from './profileForm';

const profile: ChatUser = {
  id: 'u1',
  name: '刘建国',
  avatar: null,
  status: 'offline',
  mood: '',
  chatList: [],
};

const issuesOf = (value: unknown) => {
  const result = profileFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('profile form', () => {
  it('starts from the profile, an offline status as online', () => {
    expect(profileFormOf(profile)).toEqual({ name: '刘建国', mood: '', status: 'online' });
    expect(profileFormOf({ ...profile, status: 'away' }).status).toBe('away');
  });

  it('refuses a blank name with the contract key the server answers too', () => {
    expect(issuesOf({ name: '   ', mood: '', status: 'online' })).toEqual([['name', 'chat.nameRequired']]);
  });

  it('refuses a name and a mood over their limits', () => {
    const issues = issuesOf({
      name: 'x'.repeat(CHAT_NAME_MAX + 1),
      mood: 'y'.repeat(CHAT_MOOD_MAX + 1),
      status: 'online',
    });
    expect(issues.map(([path]) => path)).toEqual(['name', 'mood']);
  });

  it('refuses offline as a chosen status and sends the name trimmed', () => {
    expect(issuesOf({ name: 'a', mood: '', status: 'offline' }).map(([path]) => path)).toEqual(['status']);
    expect(profileFormSchema.parse({ name: ' 刘建国 ', mood: 'busy', status: 'away' })).toEqual({
      name: '刘建国',
      mood: 'busy',
      status: 'away',
    });
  });
});
