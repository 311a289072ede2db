// Signed-in calls for the benches: a demo account's access token and a JSON read with it.
import { DEMO_PASSWORD } from '@cppcc/contracts';

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const query = new URLSearchParams({ email, password: DEMO_PASSWORD });
  const response = await fetch(`${baseUrl}/api/auth?${query}`);
  if (!response.ok)
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
