import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { unregisterServiceWorkers } from './shared/lib/serviceWorker';

// Seed 000 §7: no service worker may serve this app; drop any left from an earlier deployment.
void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Replaces the splash that index.html shows inside #root.
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
