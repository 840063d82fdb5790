import { type PageRoute, pageRoutes, redirectRoutes } from '@vce/contract/routes';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { loadPageChunk } from './lazy-page';
import { pageModules } from './pages/page-modules';
import { RootShell } from './root-shell';

/** An older route's redirect keeps the query (and hash), as users' bookmarks and shared links expect. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

function pageRoute(page: PageRoute): RouteObject {
  const load = pageModules[page.path];
  return {
    path: page.path,
    handle: { title: page.title },
    // Everything a page needs beyond the shell loads with it: its chunk, the coming-soon notice of a
    // page not built yet, the login guard of a protected one.
    lazy: async () => {
      const Page = load
        ? (await loadPageChunk(load)).default
        : (await loadPageChunk(() => import('./pages/placeholder-page'))).PlaceholderPage;
      if (!page.loginRequired) return { Component: Page };
      const { RequireLogin } = await loadPageChunk(() => import('./pages/require-login'));
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

const byLayout = (layout: PageRoute['layout']) => pageRoutes.filter((page) => page.layout === layout).map(pageRoute);

// Pages nobody asks for on purpose: their code (antd's Result and its pictures) loads when shown.
const ErrorPage = lazy(() => import('./pages/error-page'));
const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await loadPageChunk(() => import('./pages/not-found-page'))).default }),
};

const router = createBrowserRouter([
  {
    element: <RootShell />,
    errorElement: (
      <Suspense fallback={null}>
        <ErrorPage />
      </Suspense>
    ),
    children: [
      { element: <DefaultLayout />, children: [...byLayout('default'), notFoundRoute] },
      {
        lazy: async () => ({ Component: (await loadPageChunk(() => import('./layouts/bbas-layout'))).BbasLayout }),
        children: byLayout('bbas'),
      },
      {
        lazy: async () => ({ Component: (await loadPageChunk(() => import('./layouts/user-layout'))).UserLayout }),
        children: byLayout('user'),
      },
      ...redirectRoutes.map((route) => ({ path: route.path, element: <RedirectKeepingQuery to={route.to} /> })),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
