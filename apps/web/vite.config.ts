import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** V8's explicit compile hint: compile every function of the file while it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the app's JavaScript with V8's compile hint (decision 007, "The first
 * paint"): a first visit runs nearly every function of the entry, the shared
 * libraries and the screen's module at once, and Chrome then compiles them on
 * its streaming thread instead of one by one on the main thread during the
 * first render (about half the first render's time on a cold login). The PDF
 * reader, loaded on demand and mostly unused, is left lazy. Added once the
 * files are written: the comment must open the file, and Vite puts its
 * dependency map there during generation.
 */
function compileHints(): Plugin {
  return {
    name: 'lms:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || /pdf/i.test(chunk.fileName)) continue;
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, COMPILE_HINT + fs.readFileSync(file, 'utf8'));
        if (chunk.sourcemapFileName && fs.existsSync(path.join(options.dir!, chunk.sourcemapFileName))) {
          // One line more at the top: the map's lines move down by one.
          const mapFile = path.join(options.dir!, chunk.sourcemapFileName);
          const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
          fs.writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}

const LIGHT_CREATE_SVG_ICON = path.resolve(import.meta.dirname, 'src/lib/icons/create-svg-icon.tsx');

/**
 * Builds every `@mui/icons-material` icon with our createSvgIcon, a plain
 * <svg> with static CSS unless the icon is given a prop only MUI's SvgIcon
 * understands (decision 007, "Light icons"). Build only: the dev server and
 * the unit tests keep MUI's.
 */
function lightIcons(): Plugin {
  return {
    name: 'lms:light-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]@mui[\\/]icons-material[\\/]/.test(importer) && /^\.\/utils\/createSvgIcon(\.m?js)?$/.test(source)) {
        return LIGHT_CREATE_SVG_ICON;
      }
      return null;
    },
  };
}

/** The build's id: the app's version and commit. Kept query caches of another build are dropped (decision 032). */
function buildId(): string {
  const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
  try {
    return `${version}+${execSync('git rev-parse --short HEAD', { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()}`;
  } catch {
    return version;
  }
}

// The API serves the built app at /lms/; in development /api goes to the API dev server.
// The build runs on React 19 as the dev server and the tests do: no runtime
// is swapped in for production (decision 007, "React in the build").
export default defineConfig({
  base: '/lms/',
  plugins: [react(), lightIcons(), compileHints()],
  define: { __APP_BUILD__: JSON.stringify(buildId()) },
  resolve: {
    // Read @lms/contract from its TypeScript source (no contract build step).
    conditions: ['source', ...defaultClientConditions],
  },
  // The build-time first paint (src/app/first-paint.tsx) bundles the icons, so they are the light ones the app draws.
  ssr: { noExternal: ['@mui/icons-material'] },
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
