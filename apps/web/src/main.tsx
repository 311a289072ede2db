// First: before any module makes a zod schema.
import './zodJitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { coreTextsReady } from './shared/i18n/i18n';
import { unregisterServiceWorkers } from './shared/lib/serviceWorker';

// Seed 000 §7: no service worker may serve this app; drop any left from an earlier deployment.
void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html's splash (outside #root) stays until the first screen with content: shared/lib/staticSplash.ts.
// Issue 17: a phone's first load has no one long task of its start. The modules' evaluation is one task; the
// router (matching the path, asking for the feature routes) starts in the next, the root (React's listeners
// on the container) and the first render in the one after — together they were one task of 160–190 ms at 4×
// CPU (bench/RESULTS.md, issue 33 §1) — and the first render is a transition, which React renders in slices.
// A language other than the default renders once its core texts are in (at once for the default language,
// whose texts the entry carries; preloaded by the inline start).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const start = async () => {
  await coreTextsReady;
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
};
void start();
