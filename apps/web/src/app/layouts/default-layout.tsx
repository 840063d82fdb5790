import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome';

export function DefaultLayout() {
  return (
    <SiteChrome layout="default">
      <main className="page">
        <Outlet />
      </main>
    </SiteChrome>
  );
}
