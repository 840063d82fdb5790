import type { ReactNode } from 'react';
import './dashboards.css';

/** The frame of every market-data page: the page width and its title. */
export function DashboardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page dashboard-page">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
