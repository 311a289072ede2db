import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { unregisterServiceWorkers } from './shared/lib/serviceWorker';

// Seed 000 §7: no service worker may serve this app; drop any left from an earlier deployment.
void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html's splash (outside #root) stays until the first screen with content: shared/lib/staticSplash.ts.
const root = createRoot(container);
// The first render as a transition: React renders it in slices, in tasks of their own after the modules'
// evaluation, so that a phone's first load has no one long task of it (issue 17).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
