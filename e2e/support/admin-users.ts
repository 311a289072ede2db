// The users screen's API as the demo admin of a running server, for tests that need an account's role or
// state changed the way an administrator would (here through the API: the screen is not what they test).
import { DEMO_PASSWORD, demoAccount, type AdminUser } from '@cppcc/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiCall } from './workflow';

export async function asAdmin(request: APIRequestContext, origin: string) {
  const signIn = await request.get(`${origin}/api/auth`, {
    params: { email: demoAccount('admin').email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return {
    /** The one account with this e-mail address (the test fails if there is none). */
    async userByEmail(email: string): Promise<AdminUser> {
      const query = encodeURIComponent(email);
      const { items } = await apiCall<{ items: AdminUser[] }>(
        request,
        token,
        'GET',
        `${origin}/api/admin/users?q=${query}`,
      );
      const user = items.find((item) => item.email === email);
      expect(user, `no account ${email}`).toBeTruthy();
      return user!;
    },
    changeUser: (id: string, changes: object) =>
      apiCall(request, token, 'PATCH', `${origin}/api/admin/users/${id}`, changes),
  };
}
