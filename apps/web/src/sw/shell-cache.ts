/**
 * What the service worker does with a request (decision 017): the app shell
 * (index.html and the files it loads) comes from the network when there is
 * one and from the cache when not, so the app opens offline and shows its own
 * Spanish no-internet notice instead of the browser's error page. Hashed
 * assets never change: the cache answers them first. API answers are never
 * cached (they are personal and must be fresh).
 */
export type ShellStrategy = 'page' | 'asset' | 'network';

export const SHELL_CACHE_PREFIX = 'lms-shell-';

/** Where the route modules live (app/router.tsx loads each screen lazily from here). */
const ROUTE_MODULES = 'src/app/routes/';

export function shellCacheName(version: string): string {
  return `${SHELL_CACHE_PREFIX}${version}`;
}

export function strategyFor(request: { method: string; mode: string; url: string }, scopeUrl: string): ShellStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const scope = new URL(scopeUrl);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith(`${scope.pathname}assets/`)) return 'asset';
  return 'network';
}

/** Caches of earlier versions, to delete once this version is active. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version));
}

/**
 * Large libraries a screen loads when used (pdf.js: the constancia reader and the e-book viewer,
 * ~600 kB with its worker): left out of the shell, they load when needed.
 */
const LOADED_WHEN_USED = ['src/features/fiscal/utils/read-constancia-pdf.ts', 'src/features/lessons/utils/pdf-document.ts'];

/**
 * The build's manifest (Vite `.vite/manifest.json`) -> the files that open
 * any screen: the entry, the parts of the app shell it loads on demand (the
 * dialogs, app/on-demand.tsx), every route module (a few kB each) and the
 * parts a screen loads on demand (Login's support menu and privacy notice),
 * with their static imports and styles: all the entry reaches, statically or
 * on demand, but the large libraries of LOADED_WHEN_USED.
 */
export function shellFiles(manifest: Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || LOADED_WHEN_USED.includes(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || (chunk.isDynamicEntry && key.startsWith(ROUTE_MODULES))) visit(key);
  }
  return [...files].sort();
}
