import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadAsDocument } from './app/load-as-document';
import { ErrorPage } from './app/pages/error-page';
import { mountApp } from './app/mount-app';
import { prefetchConsole } from './features/admin/api/prefetch';
import { ensureVisitorId } from './shared/visitor';

// The operators' console (/admin) is its own build with its own few vendor files: a visitor's first
// load never carries it, and an operator's is not split along the lines of the site's pages
// (docs/decisions.md "The console, its own build").
ensureVisitorId();
// Its first answers (the session, the section's list) and the section's code, asked for before React starts.
prefetchConsole(window.location.pathname);

const router = createBrowserRouter([
  {
    path: '/admin/*',
    errorElement: <ErrorPage />,
    HydrateFallback: () => <div aria-busy="true" />,
    lazy: async () => ({ Component: (await import('./app/layouts/admin-layout')).AdminLayout }),
  },
  // A link out of the console (the site's pages, the shared handling's redirects) loads the site.
  { path: '*', errorElement: <ErrorPage />, Component: LoadAsDocument },
]);

mountApp(<RouterProvider router={router} />);
