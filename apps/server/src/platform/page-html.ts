import fs from 'node:fs';
import path from 'node:path';
import { type AnswerEncoding, encode } from './compression';

/**
 * What a page loads beyond the shell, by path (the web build's route-preloads.json,
 * apps/web/build/route-preloads.ts); a splat path's (`/admin/*`) goes with every path under it.
 */
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * A page path's list: its own and that of the splat route it falls under (a console section loads the
 * console's layout too), or the splat route's alone for a path under it with none of its own. `key`
 * names the list, so a page made for it serves every path that shares it.
 */
function preloadsOf(preloads: RoutePreloads, pagePath: string) {
  const splat = Object.keys(preloads).find((key) => {
    if (!key.endsWith('/*')) return false;
    const prefix = key.slice(0, -2);
    return pagePath === prefix || pagePath.startsWith(`${prefix}/`);
  });
  const own = Object.hasOwn(preloads, pagePath) ? pagePath : undefined;
  const lists = [splat, own].flatMap((key) => (key === undefined ? [] : [preloads[key]!]));
  const key = own ?? splat;
  if (key === undefined) return undefined;
  return {
    key,
    scripts: [...new Set(lists.flatMap((list) => list.scripts))],
    styles: [...new Set(lists.flatMap((list) => list.styles))],
  };
}

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
    const list = preloadsOf(preloads, pagePath);
    if (list === undefined) return undefined;
    let page = pages.get(list.key);
    if (!page) {
      // Same-origin and `crossorigin` as the build's own preloads, so the module loader reuses them.
      const links = [
        ...list.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...list.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      pages.set(
        list.key,
        (page = { plain: Buffer.from(template.replace('</head>', `${links.join('')}</head>`)), encoded: {} }),
      );
    }
    if (!encoding) return { bytes: page.plain, encoding: null };
    return { bytes: (page.encoded[encoding] ??= encode(page.plain, encoding)), encoding };
  };
}
