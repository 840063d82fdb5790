import type { Plugin } from 'vite';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The modules that declare pages: each feature's manifest and the pages app/ composes. */
const pageManifest = /\/src\/(features\/[^/]+\/pages|app\/pages\/composed-pages)\.ts$/;

/** The file every page's preloads are listed in, for the server (platform/web.ts). */
export const routePreloadsFile = 'route-preloads.json';

/** What a page loads beyond the shell: its scripts (the page's chunk and its imports) and stylesheets. */
export interface RoutePreloads {
  scripts: string[];
  styles: string[];
}

/** `'/path': { load: () => import('./page') }` in a manifest: each path with the module it imports. */
function* pageImports(node: unknown): Generator<{ path: string; source: string }> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* pageImports(child);
    return;
  }
  const candidate = node as Node;
  const key = candidate.key as Node | undefined;
  const value = candidate.value as Node | undefined;
  if (candidate.type === 'Property' && typeof key?.value === 'string' && key.value.startsWith('/')) {
    const load = ((value?.properties as Node[] | undefined) ?? []).find(
      (property) => (property.key as Node | undefined)?.name === 'load',
    );
    const body = (load?.value as Node | undefined)?.body as Node | undefined;
    const source = (body?.source as Node | undefined)?.value;
    if (body?.type === 'ImportExpression' && typeof source === 'string') yield { path: key.value, source };
  }
  for (const [name, child] of Object.entries(candidate)) if (name !== 'type') yield* pageImports(child);
}

/**
 * Lists, for every page of the manifests, the chunks and stylesheets it loads beyond what index.html
 * already loads. The server writes them into the page's HTML as preloads, so a page's own code
 * downloads beside the shell instead of after it has run (the largest paint came a waterfall later:
 * docs/decisions.md "Web quality: route preloads").
 */
export function routePreloads(): Plugin {
  const pageModules = new Map<string, string>();
  return {
    name: 'vce-route-preloads',
    apply: 'build',
    async transform(code, id) {
      if (!pageManifest.test(id)) return null;
      for (const { path, source } of pageImports(this.parse(code))) {
        const resolved = await this.resolve(source, id);
        if (resolved) pageModules.set(path, resolved.id);
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
      for (const [path, moduleId] of pageModules) {
        // A page's module heads its chunk, or shares one the bundler made (the home page's, with its carousel).
        const page =
          chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
          chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
        if (!page) this.error(`route preloads: no chunk for ${path} (${moduleId})`);
        const scripts = [...withImports([page.fileName])].filter((file) => !initial.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads[path] = { scripts, styles: [...new Set(styles)] };
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
