import { parseAst } from 'rolldown/parseAst';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@vce/contract/routes';
import { routePreloads, type RoutePreloads } from './route-preloads';

const root = '/repo/apps/web/src';
const modules = {
  // A feature's page manifest: each path with the page it loads.
  [`${root}/features/signals/pages.ts`]: `export const pages = {
    '/signal': { title: '信号', load: () => import('./signal-page') },
    '/quotation': { title: '行情', load: () => import('./quotation-page') },
    notAPath: { load: () => import('./elsewhere') },
  };`,
  // The router: the parts a page loads beside its own code.
  [`${root}/app/router.tsx`]: `export const routes = [{ path: '/', element: null }];
  const pageParts = {
    'layout:user': () => import('./layouts/user-layout'),
    'login-guard': () => import('./pages/require-login'),
  };`,
};

/** The console's build reads its sections: each path with its page's code. */
const consoleModules = {
  [`${root}/features/admin/api/prefetch.ts`]: `export const sections = {
    '/admin/orders': () => Promise.all([import('../orders/orders-page'), import('../orders/orders-api')]),
  };`,
};

/** The page table: /signal a protected page of the personal area, /quotation a page of the default layout. */
const table: PageRoute[] = [
  { path: '/signal', title: '信号', layout: 'user', loginRequired: true },
  { path: '/quotation', title: '行情', layout: 'default' },
];

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata: { importedCss: Set<string> };
}
const chunk = (fileName: string, moduleIds: string[], options: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  viteMetadata: { importedCss: new Set() },
  ...options,
});

const listFile = 'preloads.json';

/**
 * Runs the plugin over the modules above and a bundle, as the build would: the list it writes and the
 * tags it puts in the document's head.
 */
async function runPlugin(bundle: FakeChunk[], sources: Record<string, string> = modules, pageTable = table) {
  const plugin = routePreloads(listFile, pageTable);
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<null>;
  const resolve = async (source: string, importer: string) => ({
    id: `${new URL(source, `file://${importer}`).pathname}.tsx`,
  });
  for (const [id, code] of Object.entries(sources))
    await transform.call({ parse: (code: string) => parseAst(code, { lang: 'tsx' }), resolve }, code, id);
  await transform.call(
    { parse: () => expect.unreachable('only the modules that declare pages are read') },
    'export {}',
    `${root}/features/signals/signal-page.tsx`,
  );
  const outputs = Object.fromEntries(bundle.map((output) => [output.fileName, output]));
  let written = '';
  const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  generateBundle.call(
    {
      emitFile: ({ fileName, source }: { fileName: string; source: string }) => {
        expect(fileName).toBe(listFile);
        written = source;
      },
      error: (message: string) => {
        throw new Error(message);
      },
    } as unknown as Rollup.PluginContext,
    {},
    outputs,
  );
  const transformIndexHtml = plugin.transformIndexHtml as unknown as {
    handler: (html: string, context: { bundle: unknown }) => { attrs: Record<string, unknown> }[];
  };
  const headTags = transformIndexHtml.handler('', { bundle: outputs }).map((tag) => tag.attrs);
  return { preloads: JSON.parse(written) as Record<string, RoutePreloads>, headTags };
}

const preloadsFor = async (...args: Parameters<typeof runPlugin>) => (await runPlugin(...args)).preloads;

const entry = chunk('assets/index.js', [`${root}/main.tsx`], { isEntry: true, imports: ['assets/shell-vendor.js'] });
const shellVendor = chunk('assets/shell-vendor.js', [`${root}/vendor.ts`]);
const tableChunk = chunk('assets/table.js', [`${root}/table.ts`], { imports: ['assets/shell-vendor.js'] });
const bundle = [
  entry,
  shellVendor,
  tableChunk,
  chunk('assets/signal-page.js', [`${root}/features/signals/signal-page.tsx`], {
    imports: ['assets/table.js', 'assets/shell-vendor.js'],
    viteMetadata: { importedCss: new Set(['assets/signal-page.css']) },
  }),
  // The bundler put this page into another module's chunk.
  chunk('assets/market.js', [`${root}/features/market/board.tsx`, `${root}/features/signals/quotation-page.tsx`]),
  chunk('assets/elsewhere.js', [`${root}/features/signals/elsewhere.tsx`]),
  chunk('assets/user-layout.js', [`${root}/app/layouts/user-layout.tsx`], {
    imports: ['assets/menu.js'],
    viteMetadata: { importedCss: new Set(['assets/user-layout.css']) },
  }),
  chunk('assets/menu.js', [`${root}/menu.ts`]),
  chunk('assets/require-login.js', [`${root}/app/pages/require-login.tsx`]),
];

describe('route preloads', () => {
  it('lists a page’s chunk with every chunk it imports, its layout’s and its login guard’s, less what the entry loads, and their stylesheets', async () => {
    const preloads = await preloadsFor(bundle);
    expect(preloads['/signal']).toEqual({
      scripts: [
        'assets/signal-page.js',
        'assets/table.js',
        'assets/user-layout.js',
        'assets/menu.js',
        'assets/require-login.js',
      ],
      styles: ['assets/signal-page.css', 'assets/user-layout.css'],
    });
    expect(preloads['/quotation']).toEqual({ scripts: ['assets/market.js'], styles: [] });
    expect(preloads).not.toHaveProperty('notAPath');
  });

  it('preloads what the document’s entry loads on demand in its head, and leaves it out of each section’s list', async () => {
    // The console's build: its entry loads the layout on demand; a section's page shares antd's parts with it.
    const consoleBundle = [
      chunk('assets/console.js', [`${root}/console-main.tsx`], {
        isEntry: true,
        imports: ['assets/console-vendor.js'],
      }),
      chunk('assets/console-vendor.js', [`${root}/vendor.ts`]),
      chunk(
        'assets/admin-layout.js',
        [`${root}/app/layouts/admin-layout.tsx`, `${root}/features/admin/api/prefetch.tsx`],
        {
          imports: ['assets/console-antd.js', 'assets/console-vendor.js'],
          viteMetadata: { importedCss: new Set(['assets/admin-layout.css']) },
        },
      ),
      chunk('assets/console-antd.js', [`${root}/antd.ts`]),
      chunk('assets/orders-page.js', [`${root}/features/admin/orders/orders-page.tsx`], {
        imports: ['assets/console-antd.js', 'assets/admin-layout.js', 'assets/table.js'],
      }),
      chunk('assets/orders-api.js', [`${root}/features/admin/orders/orders-api.tsx`]),
      chunk('assets/table.js', [`${root}/table.ts`]),
    ];
    const { preloads, headTags } = await runPlugin(
      consoleBundle,
      {
        ...consoleModules,
        [`${root}/console-main.tsx`]: `const routes = [{ path: '/admin/*', lazy: () => import('./app/layouts/admin-layout') }];`,
      },
      [],
    );
    expect(headTags).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/admin-layout.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/console-antd.js' },
      { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/admin-layout.css' },
    ]);
    expect(preloads).toEqual({
      '/admin/orders': { scripts: ['assets/orders-page.js', 'assets/table.js', 'assets/orders-api.js'], styles: [] },
    });
  });

  it('puts nothing in the head of a document whose entry loads nothing on demand (the site’s)', async () => {
    const { headTags } = await runPlugin(bundle, { ...modules, [`${root}/main.tsx`]: 'render(<App />);' });
    expect(headTags).toEqual([]);
  });

  it('stops the build when the router lacks a part the page table asks for', async () => {
    const withoutParts = { ...modules, [`${root}/app/router.tsx`]: 'export const routes = [];' };
    await expect(preloadsFor(bundle, withoutParts)).rejects.toThrow(/the router has no layout:user/);
  });

  it('stops the build when a page’s module is in no chunk', async () => {
    await expect(preloadsFor(bundle.filter((output) => output.fileName !== 'assets/market.js'))).rejects.toThrow(
      /no chunk for \/quotation/,
    );
  });
});
