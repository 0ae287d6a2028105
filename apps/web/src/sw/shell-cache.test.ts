import { describe, expect, it } from 'vitest';
import { shellCacheName, shellFiles, staleCaches, strategyFor } from './shell-cache';

const scope = 'https://lms.example.mx/lms/';
const get = (url: string, mode = 'cors') => ({ method: 'GET', mode, url });

describe('the offline app shell', () => {
  it('serves pages network-first, hashed assets cache-first, and never caches the API', () => {
    expect(strategyFor(get('https://lms.example.mx/lms/perfil', 'navigate'), scope)).toBe('page');
    expect(strategyFor(get('https://lms.example.mx/lms/', 'navigate'), scope)).toBe('page');
    expect(strategyFor(get('https://lms.example.mx/lms/assets/index-abc123.js'), scope)).toBe('asset');
    expect(strategyFor(get('https://lms.example.mx/api/1/grupos.alumno/1001'), scope)).toBe('network');
    expect(strategyFor(get('https://lms.example.mx/api/1/usuario.datos/1', 'navigate'), scope)).toBe('network');
    expect(strategyFor({ method: 'POST', mode: 'cors', url: 'https://lms.example.mx/lms/assets/x.js' }, scope)).toBe('network');
    expect(strategyFor(get('https://cdn.example.net/lms/assets/x.js'), scope)).toBe('network');
  });

  it('keeps only the cache of the running version', () => {
    expect(staleCaches([shellCacheName('v1'), shellCacheName('v2'), 'otra-cache'], 'v2')).toEqual([shellCacheName('v1')]);
  });

  it('lists the entry, every screen and their on-demand parts with their imports and styles, not the large on-demand libraries', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/lib/errors/feedback-dialogs.tsx'], css: ['assets/index-1.css'] },
      'src/lib/errors/feedback-dialogs.tsx': { file: 'assets/feedback-dialogs-6.js', isDynamicEntry: true, imports: ['_vendor.js', '_dialog.js'] },
      '_dialog.js': { file: 'assets/dialog-7.js' },
      '_vendor.js': { file: 'assets/vendor-2.js', imports: ['index.html'] },
      'src/app/routes/perfil.tsx': {
        file: 'assets/perfil-3.js',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_form.js'],
        dynamicImports: ['src/features/fiscal/utils/read-constancia-pdf.ts'],
      },
      '_form.js': { file: 'assets/form-4.js' },
      'src/features/fiscal/utils/read-constancia-pdf.ts': { file: 'assets/read-constancia-pdf-5.js', isDynamicEntry: true, imports: ['_pdf.js'] },
      '_pdf.js': { file: 'assets/pdf-8.js' },
      'src/app/routes/login.tsx': { file: 'assets/login-9.js', isDynamicEntry: true, imports: ['_vendor.js', '_login-screen.js'] },
      // A screen's part loaded on demand, here from a chunk the route imports.
      '_login-screen.js': { file: 'assets/login-screen-10.js', dynamicImports: ['src/features/access/components/support-menu-list.tsx'] },
      'src/features/access/components/support-menu-list.tsx': { file: 'assets/support-menu-list-11.js', isDynamicEntry: true, imports: ['_menu.js'] },
      '_menu.js': { file: 'assets/menu-12.js' },
    };
    expect(shellFiles(manifest)).toEqual([
      'assets/dialog-7.js',
      'assets/feedback-dialogs-6.js',
      'assets/form-4.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/login-9.js',
      'assets/login-screen-10.js',
      'assets/menu-12.js',
      'assets/perfil-3.js',
      'assets/support-menu-list-11.js',
      'assets/vendor-2.js',
    ]);
  });
});
