import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdStylesheet } from './build/antd-stylesheet';
import { antdThemeMaps } from './build/antd-theme-maps';
import { antdUnusedParts } from './build/antd-unused-parts';
import { callsWithoutSchemas } from './build/calls-without-schemas';
import { routePreloads } from './build/route-preloads';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [
    react(),
    callsWithoutSchemas(),
    antdStylesheet(),
    antdUnusedParts(),
    antdThemeMaps(),
    routePreloads(),
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
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Fewer files per page (docs/decisions.md "Web quality: Chunks"): the first load's libraries in
      // one chunk, and common chunks under 8 KB copied into the chunks that use them.
      output: {
        codeSplitting: {
          groups: [{ name: 'shell-vendor', test: /node_modules/, tags: ['$initial'] }],
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
});
