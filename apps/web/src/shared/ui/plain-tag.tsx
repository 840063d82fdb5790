import type { ReactNode } from 'react';

/**
 * A small tag drawn as antd's Tag is, as a plain span: for cards on the home page, whose first load
 * antd's Tag would grow by its wave effect and colour code (about 7 KiB compressed).
 */
export function PlainTag({ tone = 'default', children }: { tone?: 'default' | 'green' | 'gold'; children: ReactNode }) {
  return <span className={tone === 'default' ? 'plain-tag' : `plain-tag plain-tag-${tone}`}>{children}</span>;
}
