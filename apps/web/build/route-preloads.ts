import { type PageRoute, pageRoutes } from '@vce/contract/routes';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The modules that declare pages: each feature's manifest and the pages app/ composes. */
const pageManifest = /\/src\/(features\/[^/]+\/pages|app\/pages\/composed-pages)\.ts$/;
/** The router, whose page parts (a layout's code, the login guard) load beside a page's own. */
const routerModule = /\/src\/app\/router\.tsx$/;
/**
 * A document's entry module. What it imports on demand (the console's layout) is part of every page
 * of that document: its chunks go in the document's head as preloads.
 */
const documentEntry = /\/src\/(main|console-main)\.tsx$/;
/** The console's first answers and code by section path (`'/admin/orders': () => …import('…')`). */
const consoleSections = /\/src\/features\/admin\/api\/prefetch\.ts$/;

/** The files each build lists its pages' preloads in, for the server (platform/page-html.ts). */
export const sitePreloadsFile = 'route-preloads.json';
export const consolePreloadsFile = 'console-preloads.json';

/** What a page loads beyond the shell: its scripts (the page's chunk and its imports) and stylesheets. */
export interface RoutePreloads {
  scripts: string[];
  styles: string[];
}

/** Every node of a parsed module under `node`, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [name, child] of Object.entries(candidate)) if (name !== 'type') yield* nodesOf(child);
}

/** Every `import('…')` under a node. */
function* importSources(node: unknown): Generator<string> {
  for (const found of nodesOf(node)) {
    const source = (found.source as Node | undefined)?.value;
    if (found.type === 'ImportExpression' && typeof source === 'string') yield source;
  }
}

/**
 * `'/path': { load: () => import('./page') }` in a manifest, `'/admin/orders': () => Promise.all([…,
 * import('…')])` in the console's sections, `'layout:user': () => import('./layouts/user-layout')` in
 * the router's page parts: each key that `isKey` takes with the modules its entry imports.
 */
function* keyedImports(
  program: unknown,
  isKey: (key: string) => boolean,
): Generator<{ path: string; sources: string[] }> {
  for (const found of nodesOf(program)) {
    const key = (found.key as Node | undefined)?.value;
    if (found.type !== 'Property' || typeof key !== 'string' || !isKey(key)) continue;
    const sources = [...importSources(found.value)];
    if (sources.length > 0) yield { path: key, sources };
  }
}

type Chunk = Rollup.OutputChunk;

/**
 * The build's chunks, with what the lists are made of: files with every chunk they import (however
 * deep), the chunk a module is in, and the stylesheets files import.
 */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    files.forEach(visit);
    return seen;
  };
  /** The chunk a module heads, or the one the bundler put it in. */
  const chunkOf = (moduleId: string): Chunk | undefined =>
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  const stylesOf = (files: Iterable<string>) => [
    ...new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
  ];
  return { chunks, withImports, chunkOf, stylesOf };
}

const isPagePath = (key: string) => key.startsWith('/');
/** The router's page parts (app/router.tsx `pageParts`): a layout's code, the login guard's. */
const isPagePart = (key: string) => key.startsWith('layout:') || key === 'login-guard';

/** The parts a page loads beside its own code, by what the page table says of it. */
const partsOf = (page: PageRoute) => [
  ...(page.layout === 'default' ? [] : [`layout:${page.layout}`]),
  ...(page.loginRequired ? ['login-guard'] : []),
];

/**
 * Lists, in `file`, for every page of the manifests (with its layout's code and the login guard, as the
 * page table gives them) and every console section, the chunks and stylesheets it loads beyond what its
 * document (index.html, console.html) already loads. The server writes them into the page's HTML as
 * preloads (platform/page-html.ts), so a page's own code downloads beside the shell instead of after it
 * has run (the largest paint came a waterfall later: docs/decisions.md "Web quality: route preloads").
 */
export function routePreloads(file: string, pageTable: readonly PageRoute[] = pageRoutes): Plugin {
  const pageModules = new Map<string, string[]>();
  const partModules = new Map<string, string[]>();
  const pagesByPath = new Map(pageTable.map((page) => [page.path, page]));
  const documentParts: string[] = [];
  /** What the document loads: its entry's chunks and, as preloads, those of its entry's on-demand parts. */
  const documentLoads = (graph: ReturnType<typeof chunkGraph>) => {
    const entry = graph.withImports(graph.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    const parts = graph.withImports(documentParts.flatMap((moduleId) => graph.chunkOf(moduleId)?.fileName ?? []));
    const preloaded = [...parts].filter((file) => !entry.has(file));
    return { all: new Set([...entry, ...preloaded]), preloaded };
  };
  return {
    name: 'vce-route-preloads',
    apply: 'build',
    async transform(code, id) {
      const isRouter = routerModule.test(id);
      if (documentEntry.test(id)) {
        const resolved = await Promise.all(
          [...importSources(this.parse(code))].map((source) => this.resolve(source, id)),
        );
        documentParts.push(...resolved.flatMap((module) => (module ? [module.id] : [])));
        return null;
      }
      if (!isRouter && !pageManifest.test(id) && !consoleSections.test(id)) return null;
      const program = this.parse(code);
      const into = isRouter ? partModules : pageModules;
      for (const { path, sources } of keyedImports(program, isRouter ? isPagePart : isPagePath)) {
        const resolved = await Promise.all(sources.map((source) => this.resolve(source, id)));
        into.set(
          path,
          resolved.flatMap((module) => (module ? [module.id] : [])),
        );
      }
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        const graph = chunkGraph(context.bundle);
        const { preloaded } = documentLoads(graph);
        return [
          ...preloaded.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          })),
          ...graph.stylesOf(preloaded).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
          })),
        ].map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
    generateBundle(_options, bundle) {
      const graph = chunkGraph(bundle);
      const initial = documentLoads(graph).all;
      const preloads: Record<string, RoutePreloads> = {};
      for (const [path, ownModuleIds] of pageModules) {
        // A page of the table loads its layout's code and its login guard with its own (the router's `lazy`).
        const parts = pagesByPath.has(path) ? partsOf(pagesByPath.get(path)!) : [];
        const moduleIds = [
          ...ownModuleIds,
          ...parts.flatMap((part) => partModules.get(part) ?? this.error(`route preloads: the router has no ${part}`)),
        ];
        // A page's module heads its chunk, or shares one the bundler made (the home page's, with its carousel).
        const pageChunks = moduleIds.map((moduleId) => {
          const page = graph.chunkOf(moduleId);
          if (!page) this.error(`route preloads: no chunk for ${path} (${moduleId})`);
          return page.fileName;
        });
        const scripts = [...graph.withImports(pageChunks)].filter((file) => !initial.has(file));
        preloads[path] = { scripts, styles: graph.stylesOf(scripts) };
      }
      this.emitFile({ type: 'asset', fileName: file, source: JSON.stringify(preloads) });
    },
  };
}
