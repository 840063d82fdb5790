import type { SitePageName } from '@vce/contract/shell-pages';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSitePage } from './api/site-pages';
import './agreements.css';

/** A site page's text as operators wrote it (rendered and sanitised on the server), with what follows it. */
export function SitePageArticle({ name, children }: { name: SitePageName; children?: ReactNode }) {
  const { data } = useSitePage(name);
  return (
    <article className="agreement-page" data-testid={`site-page-${name}`} aria-busy={!data}>
      {data ? (
        <>
          <h1>{data.title}</h1>
          {/* Sanitised on the server against the agreements' allow-list: safe to render as is. */}
          <div className="agreement-content" dangerouslySetInnerHTML={{ __html: data.content }} />
        </>
      ) : (
        <Skeleton active title={{ width: 240 }} paragraph={{ rows: 10 }} />
      )}
      {children}
    </article>
  );
}
