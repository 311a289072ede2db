import { describe, expect, it } from 'vitest';
import { proposalNumberText, spansSessions } from './numberText';

describe('proposalNumberText', () => {
  it('says the number in each language, and nothing before registration', () => {
    expect(proposalNumberText(12, 'zh-CN')).toBe('第12号');
    expect(proposalNumberText(12, 'en')).toBe('No. 12');
    expect(proposalNumberText(null, 'zh-CN')).toBe('');
  });

  it('puts the session first when asked, so equal numbers of two sessions differ', () => {
    expect(proposalNumberText(10, 'zh-CN', '十四届二次')).toBe('十四届二次 第10号');
    expect(proposalNumberText(10, 'en', '14th-2')).toBe('14th-2 No. 10');
  });

  it('tells whether a list spans sessions', () => {
    expect(spansSessions([{ sessionId: 'a' }, { sessionId: 'a' }])).toBe(false);
    expect(spansSessions([{ sessionId: 'a' }, { sessionId: 'b' }])).toBe(true);
    expect(spansSessions([])).toBe(false);
  });
});
