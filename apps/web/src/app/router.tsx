import { type PageRoute, pageRoutes, redirectRoutes } from '@vce/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { BbasLayout } from './layouts/bbas-layout';
import { DefaultLayout } from './layouts/default-layout';
import { UserLayout } from './layouts/user-layout';
import { loadPageChunk } from './lazy-page';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { pageModules } from './pages/page-modules';
import { PlaceholderPage } from './pages/placeholder-page';
import { RequireLogin } from './pages/require-login';
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
    lazy: async () => {
      const Page = load ? (await loadPageChunk(load)).default : PlaceholderPage;
      return {
        Component: page.loginRequired
          ? () => (
              <RequireLogin>
                <Page />
              </RequireLogin>
            )
          : Page,
      };
    },
  };
}

const byLayout = (layout: PageRoute['layout']) => pageRoutes.filter((page) => page.layout === layout).map(pageRoute);

const router = createBrowserRouter([
  {
    element: <RootShell />,
    errorElement: <ErrorPage />,
    children: [
      { element: <DefaultLayout />, children: [...byLayout('default'), { path: '*', element: <NotFoundPage /> }] },
      { element: <BbasLayout />, children: byLayout('bbas') },
      { element: <UserLayout />, children: byLayout('user') },
      ...redirectRoutes.map((route) => ({ path: route.path, element: <RedirectKeepingQuery to={route.to} /> })),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
