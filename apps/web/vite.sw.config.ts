import path from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';

/**
 * The service worker, built on its own after the app into dist/sw.js: one
 * classic script (no imports), because module service workers are not
 * supported by every browser the students carry.
 */
export default defineConfig({
  base: '/lms/',
  publicDir: false,
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: path.resolve(import.meta.dirname, 'src/sw/service-worker.ts'),
      formats: ['iife'],
      name: 'lmsServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
