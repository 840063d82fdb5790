import fs from 'node:fs';
import path from 'node:path';
import { isConsolePath } from '@vce/contract/routes';
import { type AnswerEncoding, encode } from './compression';

/** What a page loads beyond its document, by path (the web builds' lists, apps/web/build/route-preloads.ts). */
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * One build's document with a page's own preloads in its head, per page path, encoded once: the page's
 * chunks then download beside the shell's instead of after the shell has run and routed (the largest
 * paint came a waterfall later; docs/decisions.md "Web quality: route preloads"). A path without a
 * list gets the document as built.
 */
function documentPages(webDist: string, documentFile: string, listFile: string) {
  const listPath = path.join(webDist, listFile);
  const preloads: RoutePreloads = fs.existsSync(listPath) ? JSON.parse(fs.readFileSync(listPath, 'utf8')) : {};
  const template = fs.readFileSync(path.join(webDist, documentFile), 'utf8');
  const pages = new Map<string, { plain: Buffer; encoded: Partial<Record<AnswerEncoding, Buffer>> }>();

  return (pagePath: string, encoding: AnswerEncoding | null) => {
    const list = Object.hasOwn(preloads, pagePath) ? preloads[pagePath] : undefined;
    // Keyed by the list's path, so one page is made per list ('' for the document as built).
    const key = list ? pagePath : '';
    let page = pages.get(key);
    if (!page) {
      // Same-origin and `crossorigin` as the build's own preloads, so the module loader reuses them.
      const links = [
        ...(list?.scripts ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...(list?.styles ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      pages.set(
        key,
        (page = { plain: Buffer.from(template.replace('</head>', `${links.join('')}</head>`)), encoded: {} }),
      );
    }
    if (!encoding) return { bytes: page.plain, encoding: null };
    return { bytes: (page.encoded[encoding] ??= encode(page.plain, encoding)), encoding };
  };
}

/**
 * The page for a path of the built web app: the console's document under /admin (when the console was
 * built), the site's everywhere else (its router shows its own 404 page).
 */
export function createPageHtml(webDist: string) {
  const sitePages = documentPages(webDist, 'index.html', 'route-preloads.json');
  const consolePages = fs.existsSync(path.join(webDist, 'console.html'))
    ? documentPages(webDist, 'console.html', 'console-preloads.json')
    : undefined;
  return (pagePath: string, encoding: AnswerEncoding | null) =>
    consolePages && isConsolePath(pagePath) ? consolePages(pagePath, encoding) : sitePages(pagePath, encoding);
}
