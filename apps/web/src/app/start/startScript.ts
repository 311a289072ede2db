import type {} from '../../shared/api/started';

/** What the build puts beside the start in index.html (`vite.startPages.ts`): built file names, not modules. */
export interface StartConfig {
  /** Chunks every signed-in page needs (route table, store, shell). */
  core: string[];
  /**
   * By path: the page's chunks, by language the texts those load before their first render (the split
   * bundles' in a language other than the default: `vite.bundleTexts.ts`), its first screen's GET calls and
   * those keyed by the current session.
   */
  pages: Record<
    string,
    { files: string[]; texts: Record<string, string[]>; calls: string[]; sessionCalls: string[] }
  >;
  /** By language: the chunk of its whole catalogue (`vite.messages.ts`), which the store loads beside itself. */
  catalogues: Record<string, string[]>;
  /**
   * By language: the chunk of its core texts, which the entry loads before its first render — none for the
   * default language, whose texts the entry carries (`shared/i18n/i18n.ts`).
   */
  cores: Record<string, string[]>;
  defaultLanguage: string;
  sessionCall: string;
  /** The sessions list (its current one keys `sessionCalls`) and the placeholder those calls hold. */
  sessions: { call: string; placeholder: string };
  /** localStorage keys: the JWT, the phone flow's token, the landing hint, the language. */
  keys: { jwt: string; token: string; landing: string; language: string };
}

/**
 * Runs inline in index.html's head, before any module has loaded (issue 33): when a session is stored, it
 * preloads the chunks of the page being opened and asks for the session check and the page's data at once,
 * in the first wave after the HTML instead of after the route table, the store, the session check and the
 * page chunk one after another. The app takes those answers instead of asking again (`shared/api/started.ts`).
 * Signed in or not, a language other than the default has its core texts preloaded beside the entry.
 * Self-contained (the build inlines its source): no imports, nothing from outside but its argument. Anything
 * unexpected leaves the app to load as it would without it.
 */
export function startSignedIn(config: StartConfig): void {
  try {
    const has = (object: object, key: string | null): key is string =>
      key !== null && Object.prototype.hasOwnProperty.call(object, key);
    const preload = (files: string[]): void => {
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
    };
    const language = localStorage.getItem(config.keys.language);
    preload((has(config.cores, language) ? config.cores[language] : undefined) ?? []);
    const token = localStorage.getItem(config.keys.jwt) ?? localStorage.getItem(config.keys.token);
    if (!token) return;
    // A token that has run out is the app's to report ('access_token expired'); nothing to start for it.
    const payload = token.split('.')[1];
    if (!payload) return;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
    let path = location.pathname.replace(/\/+$/, '') || '/';
    if (path === '/' || path === '/apps/index') path = localStorage.getItem(config.keys.landing) ?? path;
    const page = has(config.pages, path) ? config.pages[path] : undefined;
    const catalogue = config.catalogues[has(config.catalogues, language) ? language : config.defaultLanguage];
    const texts = page && has(page.texts, language) ? page.texts[language] : undefined;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, accept: 'application/json' };
    if (language) headers['Accept-Language'] = language;
    const responses: Record<string, Promise<Response>> = {};
    const ask = (url: string): void => {
      const response = fetch(url, { headers });
      // Handled here too: a failure nobody takes (the page was left) is not an unhandled rejection.
      response.catch(() => undefined);
      responses[url] = response;
    };
    for (const url of [config.sessionCall].concat(page ? page.calls : [])) ask(url);
    // A session picked in the address (`?session=`) is the page's to ask for.
    const sessionCalls = page && !location.search ? page.sessionCalls : [];
    const sessions = responses[config.sessions.call];
    if (sessions && sessionCalls.length > 0)
      // Registered before the app can take the sessions answer, so this reads a copy of the body first; the
      // app then needs the page's chunk and a render before it asks for these, and takes them from here.
      sessions
        .then((response) => (response.ok ? response.clone().json() : undefined))
        .then((answer: { items?: { id?: unknown; isCurrent?: unknown }[] } | undefined) => {
          const current = (answer && answer.items ? answer.items : []).find(
            (item) => item.isCurrent === true,
          );
          if (!current || typeof current.id !== 'string') return;
          for (const call of sessionCalls)
            ask(call.split(config.sessions.placeholder).join(encodeURIComponent(current.id)));
        })
        .catch(() => undefined);
    // After the calls: a link added first queues its chunk ahead of them on the browser's six connections, and
    // the page's data then came behind ~50 chunks, last of everything its first render needs (issue 33 §1).
    preload(config.core.concat(catalogue ?? [], page ? page.files : [], texts ?? []));
    window.__cppccStarted = { token, responses };
  } catch {
    // Private mode without storage, an unreadable token: the app starts as it would without this.
  }
}
