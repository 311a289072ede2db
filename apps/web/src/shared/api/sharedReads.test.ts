import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { AppDispatch } from '../store/rootReducer';
import { sharedReadsApi } from './sharedReads';

// fetchBaseQuery builds a Request from '/api/…'; Node needs an origin to parse it.
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

function serve() {
  const urls: string[] = [];
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal('fetch', (request: Request) => {
    urls.push(new URL(request.url).pathname);
    return Promise.resolve(Response.json({ seen: urls.length }));
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the shared reads', () => {
  it('serve every feature from one cache entry and refresh when a feature invalidates the tag', async () => {
    const urls = serve();
    const dispatch = makeStore().dispatch as AppDispatch;
    const first = dispatch(sharedReadsApi.endpoints.workflowSettings.initiate());
    const second = dispatch(sharedReadsApi.endpoints.workflowSettings.initiate());
    await Promise.all([first, second]);
    expect(urls).toEqual(['/api/workflow-settings']);
    // What a settings save in the staff workbench does: invalidate the tag by name.
    dispatch(sharedReadsApi.util.invalidateTags(['WorkflowSettings']));
    await vi.waitFor(() => expect(urls).toHaveLength(2), { timeout: 30_000 });
    first.unsubscribe();
    second.unsubscribe();
  });

  it('read a reply by its encoded id', async () => {
    const urls = serve();
    const dispatch = makeStore().dispatch as AppDispatch;
    const reply = dispatch(sharedReadsApi.endpoints.reply.initiate('a/b'));
    await reply;
    expect(urls).toEqual(['/api/replies/a%2Fb']);
    reply.unsubscribe();
  });
});
