import { Provider } from 'react-redux';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { FIRST_SCREEN_WAIT_MS, settled, useFirstScreen } from './firstScreen';
import { sharedReadsApi, useWorkflowSettingsQuery } from './sharedReads';

// fetchBaseQuery builds a Request from '/api/…'; Node needs an origin to parse it.
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

/** The server's side of the test: each call's path, answered by `answer` (the app's server is not running). */
function serve(answer: () => Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal('fetch', (request: Request) => {
    urls.push(new URL(request.url).pathname);
    return answer();
  });
  return urls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A page whose first screen is the workflow settings; `renders` records what each of its renders had. */
function SettingsPage({ renders }: { renders: string[] }) {
  useFirstScreen('settings-page', (dispatch) =>
    settled(dispatch(sharedReadsApi.endpoints.workflowSettings.initiate(undefined, { subscribe: false }))),
  );
  const settings = useWorkflowSettingsQuery();
  const shown = settings.data ? 'answered' : settings.error ? 'failed' : 'loading';
  renders.push(shown);
  return <p>{shown}</p>;
}

/** The page rendered as far as it goes (every suspended part waited for), to HTML. */
async function renderPage(store: ReturnType<typeof makeStore>, renders: string[]): Promise<string> {
  const { prelude } = await prerender(
    <Provider store={store}>
      <SettingsPage renders={renders} />
    </Provider>,
  );
  return new Response(prelude).text();
}

describe('a page waiting for its first screen', () => {
  it('renders once, with the answer, and asks once', async () => {
    const urls = serve(() => Promise.resolve(Response.json({ categories: [] })));
    const renders: string[] = [];
    const html = await renderPage(makeStore(), renders);
    expect(html).toContain('answered');
    expect(renders).toEqual(['answered']);
    expect(urls).toEqual(['/api/workflow-settings']);
  });

  it('renders with the error when its call fails: the wait ends on it as on data', async () => {
    serve(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 })));
    const renders: string[] = [];
    expect(await renderPage(makeStore(), renders)).toContain('failed');
    expect(renders).toEqual(['failed']);
  });

  it('renders without the answer once the longest wait has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serve(() => new Promise<Response>(() => undefined));
    const renders: string[] = [];
    const html = renderPage(makeStore(), renders);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS);
    expect(await html).toContain('loading');
    expect(renders).toEqual(['loading']);
  });

  it('waits on its first visit only: a later one renders at once', async () => {
    serve(() => Promise.resolve(Response.json({ categories: [] })));
    const store = makeStore();
    await renderPage(store, []);
    store.dispatch(sharedReadsApi.util.resetApiState());
    const renders: string[] = [];
    expect(await renderPage(store, renders)).toContain('loading');
    expect(renders).toEqual(['loading']);
  });
});
