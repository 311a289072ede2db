import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';
// Registers the panels features lend the shell (the chat panel) before the first render.
import './panels';

// Created once at load: the router owns history listeners for the page's lifetime.
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
