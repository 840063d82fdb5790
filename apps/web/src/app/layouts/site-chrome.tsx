import type { ReactNode } from 'react';
import { RiskNotice } from '../../features/shell/risk-notice';
import { SideToolbar } from '../../features/shell/side-toolbar';
import { SiteFooter } from '../../features/shell/site-footer';
import { SiteHeader } from './header/site-header';

/** What every layout shares: header, the risk notice, footer and the floating toolbar. */
export function SiteChrome({ layout, children }: { layout: string; children: ReactNode }) {
  return (
    <div className={`site layout-${layout}`} data-layout={layout}>
      <SiteHeader />
      {children}
      <RiskNotice />
      <SiteFooter />
      <SideToolbar />
    </div>
  );
}
