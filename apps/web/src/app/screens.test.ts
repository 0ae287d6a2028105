import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@lms/contract';
import { describe, expect, it } from 'vitest';
import { LATER_SCREENS } from './later-screens';
import { AREA_SCREENS, AVAILABLE_SCREENS, LATER_SCREEN_NAMES, NAV_PARENT } from './screen-names';
import { SCREENS } from './screens';

/*
 * Decision 038: an area's screens live in its folder routes/<area>/ and the
 * app's lists are built from the folders, so adding a screen for a new area
 * touches only that area's folders.
 */
const APP = import.meta.dirname;
const areaFolders = fs
  .readdirSync(path.join(APP, 'routes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const routeNames = new Set(ROUTES.map((route) => route.name));
/** The modules a file imports: static, re-exported and import(). */
const importsOf = (text: string) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)].map((match) => match[1]!);

describe('screens declared per area (routes/<area>/)', () => {
  it('finds every area folder, each with its screens.ts', () => {
    expect(areaFolders.length).toBeGreaterThan(10);
    expect(Object.keys(AREA_SCREENS).sort()).toEqual(areaFolders.map((area) => `./routes/${area}/screens.ts`));
  });

  it('each screen is a route of the contract, declared by one area only, and loaded by the router', () => {
    const declared = Object.values(AREA_SCREENS).flatMap((area) => [...(area.first ?? []), ...(area.later ?? [])]);
    expect(declared.length).toBe(new Set(declared).size);
    expect(declared.filter((name) => !routeNames.has(name))).toEqual([]);
    expect([...AVAILABLE_SCREENS].sort()).toEqual([...declared].sort());
    expect(Object.keys(SCREENS).sort()).toEqual([...declared].sort());
    expect(Object.keys(LATER_SCREENS).sort()).toEqual([...LATER_SCREEN_NAMES].sort());
  });

  it('a screen without a menu entry lights up an entry of an existing route', () => {
    expect(NAV_PARENT).toMatchObject({ DetalleGrupo: 'GruposAlumnos', Comentarios: 'PerfilTeacher', MisConstancias: 'Perfil' });
    expect(Object.entries(NAV_PARENT).filter(([screen, parent]) => !AVAILABLE_SCREENS.has(screen) || !routeNames.has(parent))).toEqual([]);
  });

  it('the lists outside the areas name no area: they find the folders (import.meta.glob), never import one by name', () => {
    const importsIn = (file: string) => importsOf(fs.readFileSync(path.join(APP, file), 'utf8')).map((source) => `${file}: ${source}`);
    const lists = ['screens.ts', 'later-screens.ts', 'screen-names.ts', 'navigation.ts', 'area-screens.ts'].flatMap(importsIn);
    expect(lists.filter((line) => /features\/|routes\/[^/]+\//.test(line))).toEqual([]);
    // The router adds the shell's own two screens (unavailable, not found), no area's.
    expect(importsIn('router.tsx').filter((line) => line.includes('routes/'))).toEqual(['router.tsx: ./routes/unavailable', 'router.tsx: ./routes/not-found']);
  });
});
