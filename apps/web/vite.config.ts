import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
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
