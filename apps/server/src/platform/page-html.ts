import fs from 'node:fs';
import path from 'node:path';
import { type AnswerEncoding, encode } from './compression';

/** What a page loads beyond the shell, by path (the web build's route-preloads.json, apps/web/build/route-preloads.ts). */
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * index.html with a page's own preloads in its head, per page path, encoded once: the page's chunks
 * then download beside the shell's instead of after the shell has run and routed (the largest paint
 * came a waterfall later; docs/decisions.md "Web quality: route preloads"). Undefined for a path
 * without preloads (the build's index.html is sent as it is) or a build without the list.
 */
export function createPageHtml(webDist: string) {
  const listFile = path.join(webDist, 'route-preloads.json');
  const preloads: RoutePreloads = fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : {};
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const pages = new Map<string, { plain: Buffer; encoded: Partial<Record<AnswerEncoding, Buffer>> }>();

  return (pagePath: string, encoding: AnswerEncoding | null) => {
    const list = Object.hasOwn(preloads, pagePath) ? preloads[pagePath] : undefined;
    if (!list) return undefined;
    let page = pages.get(pagePath);
    if (!page) {
      // Same-origin and `crossorigin` as the build's own preloads, so the module loader reuses them.
      const links = [
        ...list.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...list.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      pages.set(
        pagePath,
        (page = { plain: Buffer.from(template.replace('</head>', `${links.join('')}</head>`)), encoded: {} }),
      );
    }
    if (!encoding) return { bytes: page.plain, encoding: null };
    return { bytes: (page.encoded[encoding] ??= encode(page.plain, encoding)), encoding };
  };
}
