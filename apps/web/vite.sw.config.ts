import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import { shellFiles } from './src/sw/shell-cache';

// The app is built first (vite.config.ts writes dist/.vite/manifest.json): the
// worker keeps the files its first screen needs, under a version that changes
// with them, so a new deploy replaces the old cache (decision 017).
const manifestPath = path.resolve(import.meta.dirname, 'dist/.vite/manifest.json');
const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
const files = [...shellFiles(manifest), 'favicon.svg', 'manifest.webmanifest', 'icon-192.png'];
const index = path.resolve(import.meta.dirname, 'dist/index.html');
const version = createHash('sha256')
  .update(files.join('\n'))
  .update(fs.existsSync(index) ? fs.readFileSync(index) : '')
  .digest('hex')
  .slice(0, 12);

/**
 * The service worker, built on its own after the app into dist/sw.js: one
 * classic script (no imports), because module service workers are not
 * supported by every browser the students carry.
 */
export default defineConfig({
  base: '/lms/',
  publicDir: false,
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __SHELL__: JSON.stringify({ version, files }) },
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
