// The browser step's preparation as a command of its own (`npm test`'s `build` step): the test tools
// installed and the web app and server built when stale. Run in phase 1 beside the other checks, the build no
// longer holds up the browser step while one core idles; the browser step still does both (a no-op when fresh).
import { ensureTools } from '../tools.mjs';
import { buildIfStale } from './build-if-stale.mjs';

process.exit((await ensureTools()) || (await buildIfStale()));
