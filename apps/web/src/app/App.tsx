import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { releaseStaticSplash } from '../shared/lib/staticSplash';
import { AppProviders } from './providers/AppProviders';
import type { createAppRouter } from './router';
// Registers the panels features lend the shell (the chat panel) before the first render.
import './panels';
// …and the parts features lend each other's pages (the consultation meetings).
import './featureSlots';

/** `router`: created once at load (main.tsx); it owns history listeners for the page's lifetime. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // A first screen without a Splash (a sign-in page) takes the place of index.html's at once.
  useLayoutEffect(releaseStaticSplash, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
