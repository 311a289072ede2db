import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { releaseStaticSplash } from '../shared/lib/staticSplash';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';
// Registers the panels features lend the shell (the chat panel) before the first render.
import './panels';

// Created once at load: the router owns history listeners for the page's lifetime.
const router = createAppRouter();

export function App() {
  // A first screen without a Splash (a sign-in page) takes the place of index.html's at once.
  useLayoutEffect(releaseStaticSplash, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
