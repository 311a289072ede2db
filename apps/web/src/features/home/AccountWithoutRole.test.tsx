import type { User } from '@cppcc/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, registerBundle } from '../../shared/i18n/i18n';
import { GUEST_USER } from '../../shared/session/sessionContext';
import { AccountWithoutRole } from './AccountWithoutRole';
import { i18nBundle } from './i18n';

registerBundle(i18nBundle);

const user: User = {
  ...GUEST_USER,
  uid: 'u1',
  role: ['user'],
  data: { ...GUEST_USER.data, displayName: '张三' },
};
const render = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AccountWithoutRole user={user} />
    </MemoryRouter>,
  );

describe('the home page of an account without a workflow role', () => {
  it('names the account and its roles and says how to get a role, in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    const html = render();
    expect(html).toContain('你已登录为 张三，当前角色：注册用户。');
    expect(html).toContain('请联系系统管理员');
    expect(html).not.toContain('即将上线');
  });
  it('does the same in English and links only to pages the account may open', async () => {
    await i18n.changeLanguage('en');
    const html = render();
    expect(html).toContain('You are signed in as 张三; your roles: Registered user.');
    expect(html).toContain('Ask a system administrator');
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/apps/notifications', '/apps/chat']);
  });
});
