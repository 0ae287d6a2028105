import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built app at /lms/; in development /api goes to the API dev server.
export default defineConfig({
  base: '/lms/',
  plugins: [react()],
  resolve: {
    // Read @lms/contract from its TypeScript source (no contract build step).
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by vite.sw.config.ts: the files of the offline app shell.
    manifest: true,
    // pdf.js (read the constancia's QR) is a lazily loaded chunk of ~600 kB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen needs (those the entry imports): one
            // file that a new deploy of the app's own code leaves cached.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
