import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path this document was served for. */
const openingPath = window.location.pathname;

/**
 * A path the other build serves (the site and the console are two apps, vite.config.ts): reached by a
 * link inside one of them, it is loaded as a new document at the same address, in place of the entry
 * the link pushed. A document served at such a path (a server without the other build) is an error
 * shown, not a reload that would go round forever.
 */
export function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  const isOpeningLocation = pathname === openingPath;
  useEffect(() => {
    if (!isOpeningLocation) window.location.replace(`${pathname}${search}${hash}`);
  }, [isOpeningLocation, pathname, search, hash]);
  if (isOpeningLocation) throw new Error(`${pathname} belongs to the other build, which this server lacks`);
  return null;
}
