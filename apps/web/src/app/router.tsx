import { type PagePath, type PageRoute, pageRoutes, redirectRoutes } from '@vce/contract/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { loadPageChunk } from '../shared/lazy-chunk';
import { ErrorPage } from './pages/error-page';
import { LoadAsDocument } from './load-as-document';
import { RootShell } from './root-shell';
import { builtPages } from './page-manifests';
import { prefetchShell, prefetchUserLayout } from './route-prefetch';

/** An older route's redirect keeps the query (and hash), as users' bookmarks and shared links expect. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

/**
 * The code a page loads beside its own, by what the page table says of it: its layout's, and the login
 * guard of a protected page. The build lists each one's chunks in the preloads of the pages that load
 * it (build/route-preloads.ts), so they download with the page's code instead of after the shell ran.
 */
const pageParts = {
  'layout:bbas': () => import('./layouts/bbas-layout'),
  'layout:user': () => import('./layouts/user-layout'),
  'login-guard': () => import('./pages/require-login'),
};

/** A route's loader: starts its page's prefetch, if it has one, and never waits for it. */
const prefetchLoader = (prefetch: ((query: URLSearchParams) => void) | undefined) =>
  prefetch
    ? ({ request }: { request: Request }) => {
        prefetch(new URL(request.url).searchParams);
        return null;
      }
    : undefined;

function pageRoute(page: PageRoute & { path: PagePath }): RouteObject {
  const built = builtPages.get(page.path);
  // Every path of the table has its page (app/page-manifests.test.ts).
  if (!built) throw new Error(`no page is declared for ${page.path}`);
  return {
    path: page.path,
    handle: { title: page.title },
    loader: prefetchLoader(built.prefetch),
    // Everything a page needs beyond the shell loads with it: its chunk and the login guard of a protected one.
    lazy: async () => {
      const [{ default: Page }, guard] = await Promise.all([
        loadPageChunk(built.load),
        page.loginRequired ? loadPageChunk(pageParts['login-guard']) : null,
      ]);
      if (!guard) return { Component: Page };
      const { RequireLogin } = guard;
      return {
        Component: () => (
          <RequireLogin>
            <Page />
          </RequireLogin>
        ),
      };
    },
  };
}

/** A route's `lazy`: its component from a chunk loaded through the deploy reload guard. */
const lazyComponent = (load: () => Promise<ComponentType>) => async () => ({ Component: await loadPageChunk(load) });

const byLayout = (layout: PageRoute['layout']) => pageRoutes.filter((page) => page.layout === layout).map(pageRoute);

// A page nobody asks for on purpose: its code (antd's Result and its picture) loads when shown.
const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyComponent(() => import('./pages/not-found-page').then((module) => module.default)),
};

const router = createBrowserRouter([
  // The operators' console is its own build (console-main.tsx): a link to it loads that document.
  { path: '/admin/*', errorElement: <ErrorPage />, Component: LoadAsDocument },
  {
    element: <RootShell />,
    errorElement: <ErrorPage />,
    loader: prefetchShell,
    children: [
      { element: <DefaultLayout />, children: [...byLayout('default'), notFoundRoute] },
      {
        lazy: lazyComponent(() => pageParts['layout:bbas']().then((module) => module.BbasLayout)),
        children: byLayout('bbas'),
      },
      {
        lazy: lazyComponent(() => pageParts['layout:user']().then((module) => module.UserLayout)),
        loader: prefetchUserLayout,
        children: byLayout('user'),
      },
      ...redirectRoutes.map((route) => ({ path: route.path, element: <RedirectKeepingQuery to={route.to} /> })),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
