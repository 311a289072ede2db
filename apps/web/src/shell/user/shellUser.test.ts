import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { roleText } from './shellUser';

const text = (user: Parameters<typeof roleText>[0], language: string) =>
  roleText(user, i18n.getFixedT(language), language);

describe('the roles under the user name in the toolbar', () => {
  it('names the roles in Chinese, never the codes', () => {
    expect(text({ role: ['members'], unit: null }, 'zh-CN')).toBe('政协委员');
    expect(text({ role: ['admin', 'staff'], unit: null }, 'zh-CN')).toBe('管理员、工作人员');
  });
  it('names the roles in English', () => {
    expect(text({ role: ['members'], unit: null }, 'en')).toBe('CPPCC member');
    expect(text({ role: ['staff'], unit: null }, 'en')).toBe('Staff');
  });
  it("adds the unit's name for a unit's clerk", () => {
    const unit = { id: 'u1', name: '市交通运输局' };
    expect(text({ role: ['undertaker'], unit }, 'zh-CN')).toBe('承办单位（市交通运输局）');
    expect(text({ role: ['undertaker', 'approver'], unit }, 'en')).toBe(
      'Responsible unit (市交通运输局), Reply approver',
    );
  });
});
