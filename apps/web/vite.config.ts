import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isConsolePath } from '@vce/contract/routes';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdStylesheet } from './build/antd-stylesheet';
import { antdThemeMaps } from './build/antd-theme-maps';
import { antdUnusedParts } from './build/antd-unused-parts';
import { callsWithoutSchemas } from './build/calls-without-schemas';
import { consolePreloadsFile, routePreloads, sitePreloadsFile } from './build/route-preloads';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

/**
 * The operators' console is a second build (`vite build --mode console`, after the site's): its own
 * document (console.html) and vendor file, so its sections load a few files of their own instead of the
 * forty-odd chunks the site's pages split antd into (docs/decisions.md "The console, its own build").
 */
const isConsole = (mode: string) => mode === 'console';

/** In development, the console's paths answer with its document, as the server does (platform/page-html.ts). */
const consoleDocumentInDev = (): Plugin => ({
  name: 'vce-console-document',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const isConsolePage = isConsolePath(request.url?.split('?')[0] ?? '');
      if (isConsolePage && request.headers.accept?.includes('text/html')) request.url = '/console.html';
      next();
    });
  },
});

export default defineConfig(({ mode }) => ({
  root,
  plugins: [
    react(),
    callsWithoutSchemas(),
    antdStylesheet(),
    antdUnusedParts(),
    antdThemeMaps(),
    routePreloads(isConsole(mode) ? consolePreloadsFile : sitePreloadsFile),
    consoleDocumentInDev(),
    // Pre-compressed beside each file (name.br, name.gz): the server sends them as they are, so a
    // request never pays for compression and brotli can run at its best (slowest) setting once.
    compression({
      include: /\.(m?js|css|html|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: 'dist',
    // The site's build starts the folder afresh; the console's adds its files beside.
    emptyOutDir: !isConsole(mode),
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: fileURLToPath(new URL(isConsole(mode) ? 'console.html' : 'index.html', import.meta.url)),
      preserveEntrySignatures: false,
      // Fewer files per page (docs/decisions.md "Web quality: Chunks"): the first load's libraries in
      // one chunk, and common chunks under 8 KB copied into the chunks that use them.
      output: {
        codeSplitting: {
          groups: isConsole(mode)
            ? [
                { name: 'console-vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                { name: 'console-antd', test: /node_modules\/(antd|@ant-design|@rc-component)\//, priority: 1 },
              ]
            : [{ name: 'shell-vendor', test: /node_modules/, tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
      treeshake: {
        // @rc-component/form declares no `sideEffects`, so every overlay (which imports its context)
        // brought its whole index. Any other module: the default (its package's `sideEffects`, else what the code shows).
        moduleSideEffects: (id: string) =>
          /node_modules\/@rc-component\/(form|async-validator)\//.test(id) ? false : undefined,
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/vce_gm': api,
      '/javactp': api,
      '/service': api,
      '/asst': api,
      '/ws': { target: api, ws: true },
    },
  },
}));
