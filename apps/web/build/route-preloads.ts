import { type PageRoute, pageRoutes } from '@vce/contract/routes';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The modules that declare pages: each feature's manifest and the pages app/ composes. */
const pageManifest = /\/src\/(features\/[^/]+\/pages|app\/pages\/composed-pages)\.ts$/;
/** The router, whose splat routes (the console's `/admin/*`) load their own code. */
const routerModule = /\/src\/app\/router\.tsx$/;
/** The console's first answers and code by section path (`'/admin/orders': () => …import('…')`). */
const consoleSections = /\/src\/features\/admin\/api\/prefetch\.ts$/;

/** The file every page's preloads are listed in, for the server (platform/web.ts). */
export const routePreloadsFile = 'route-preloads.json';

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

const isPagePath = (key: string) => key.startsWith('/');
/** The router's page parts (app/router.tsx `pageParts`): a layout's code, the login guard's. */
const isPagePart = (key: string) => key.startsWith('layout:') || key === 'login-guard';

/** The parts a page loads beside its own code, by what the page table says of it. */
const partsOf = (page: PageRoute) => [
  ...(page.layout === 'default' ? [] : [`layout:${page.layout}`]),
  ...(page.loginRequired ? ['login-guard'] : []),
];

/**
 * `{ path: '/admin/*', loader: …import('…'), lazy: …import('…') }` in the router: each splat path with
 * every module its route imports (its layout, the first answers' prefetch), all of which it loads.
 */
function* splatRouteImports(program: unknown): Generator<{ path: string; sources: string[] }> {
  for (const found of nodesOf(program)) {
    if (found.type !== 'ObjectExpression') continue;
    const properties = (found.properties as Node[] | undefined) ?? [];
    const path = properties.find((property) => (property.key as Node | undefined)?.name === 'path');
    const value = (path?.value as Node | undefined)?.value;
    if (typeof value === 'string' && value.startsWith('/') && value.endsWith('/*'))
      yield { path: value, sources: [...importSources(properties)] };
  }
}

/**
 * Lists, for every page of the manifests (with its layout's code and the login guard, as the page
 * table gives them), every splat route of the router (the console's `/admin/*`) and every console
 * section, the chunks and stylesheets it loads beyond what index.html already loads. The server writes them into the page's HTML as preloads (a section's beside its splat
 * route's: platform/page-html.ts), so a page's own code downloads beside the shell instead of after it has run (the largest
 * paint came a waterfall later: docs/decisions.md "Web quality: route preloads").
 */
export function routePreloads(pageTable: readonly PageRoute[] = pageRoutes): Plugin {
  const pageModules = new Map<string, string[]>();
  const partModules = new Map<string, string[]>();
  const pagesByPath = new Map(pageTable.map((page) => [page.path, page]));
  return {
    name: 'vce-route-preloads',
    apply: 'build',
    async transform(code, id) {
      const isRouter = routerModule.test(id);
      if (!isRouter && !pageManifest.test(id) && !consoleSections.test(id)) return null;
      const program = this.parse(code);
      const lists: [Map<string, string[]>, Iterable<{ path: string; sources: string[] }>][] = isRouter
        ? [
            [pageModules, splatRouteImports(program)],
            [partModules, keyedImports(program, isPagePart)],
          ]
        : [[pageModules, keyedImports(program, isPagePath)]];
      for (const [into, routes] of lists)
        for (const { path, sources } of routes) {
          const resolved = await Promise.all(sources.map((source) => this.resolve(source, id)));
          into.set(
            path,
            resolved.flatMap((module) => (module ? [module.id] : [])),
          );
        }
      return null;
    },
    generateBundle(_options, bundle) {
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
      const initial = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
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
          const page =
            chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
            chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
          if (!page) this.error(`route preloads: no chunk for ${path} (${moduleId})`);
          return page.fileName;
        });
        const scripts = [...withImports(pageChunks)].filter((file) => !initial.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads[path] = { scripts, styles: [...new Set(styles)] };
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
