import { describe, expect, it } from 'vitest';
import { pickLanguage } from './messages';
import { messages, translate } from './messages-all';

describe('message catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages['zh-CN']).sort());
  });
  it('translates keys and fills placeholders', () => {
    expect(translate('validation.phone', 'zh-CN')).toBe('请输入正确的手机号');
    expect(translate('validation.tooShort', 'en', { min: 4 })).toBe('Min character length is 4.');
    expect(translate('plain text', 'en')).toBe('plain text');
    expect(
      translate('proposal.contentIncomplete', 'en', {
        missing: 'proposal.label.title,proposal.label.category',
      }),
    ).toBe('The proposal is incomplete; missing: title, category');
    expect(
      translate('proposal.contentIncomplete', 'zh-CN', {
        missing: 'proposal.label.title,proposal.label.category',
      }),
    ).toBe('提案内容不完整，缺少：案由、提案类别');
  });
  it('picks the language from Accept-Language', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('zh-TW')).toBe('zh-CN');
    expect(pickLanguage('fr')).toBe('zh-CN');
    expect(pickLanguage(undefined)).toBe('zh-CN');
  });
});
