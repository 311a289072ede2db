/**
 * The state of the OpenID Connect flow this tab started, kept in sessionStorage between the button and
 * /callback: a /callback whose state is not the one this browser tab sent is refused before the server is
 * asked (a forged link cannot sign someone into another person's account). Read once.
 */
const KEY = 'oidc.state';

export function rememberFlowState(state: string, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, state);
}

/** Whether the query's state is the remembered one; the remembered state is used up either way. */
export function takeFlowState(query: string, storage: Storage = sessionStorage): boolean {
  const expected = storage.getItem(KEY);
  storage.removeItem(KEY);
  const given = new URLSearchParams(query).get('state');
  return expected !== null && given !== null && given === expected;
}
