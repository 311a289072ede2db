import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';

// Created once at load: the router owns history listeners for the page's lifetime.
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
