import type { ComponentType } from 'react';

/*
 * The names of the screens built so far, without their modules. The tables of
 * screens.ts and later-screens.ts import every route module, so a route
 * module that asks which screens exist (AVAILABLE_SCREENS) reads it here:
 * importing a table would close an import circle (docs/architecture.md, "No
 * import circles"). The tables are typed by these names, so a screen added to
 * a table and not here, or the other way round, does not type-check.
 */

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Screens loaded straight from screens.ts: the first ones after opening the app or signing in. */
export const FIRST_SCREEN_NAMES = [
  'test',
  'PruebaNotificacion',
  'Carga',
  'Login',
  'RecuperarPassword',
  'ReenviarCorreo',
  'ActivarCuenta',
  'RestablecerPassword',
  'GruposAlumnos',
  'DetalleGrupo',
  'RecursosGrupoUsuario',
  'RecursosGrupoCerti',
  'Books',
  'Videos',
  'Calificaciones',
  'Perfil',
  'RegistrarDatos',
  'miqr',
  'Ejercicio',
  'Examen',
  'ExamenCalidad',
] as const;

/** Screens that are never the first one after signing in, loaded through later-screens.ts (screens.ts, decision 007). */
export const LATER_SCREEN_NAMES = [
  'PerfilTeacher',
  'PerfilEditor',
  'GruposTeacher',
  'DetalleGrupoTeacher',
  'ListaAlumnos',
  'ListaAsistencia',
  'CalificacionGrupo',
  'RecursoGrupo',
  'Incidencias',
  'Comentarios',
  'Kardex',
  'Reglamento',
  'MisConstancias',
  'MisIncidencias',
] as const;

export type FirstScreenName = (typeof FIRST_SCREEN_NAMES)[number];
export type LaterScreenName = (typeof LATER_SCREEN_NAMES)[number];

/**
 * Route names of the contract's table that have a screen. Every other route
 * renders the "not available yet" screen, and navigation entries pointing at
 * it stay disabled.
 */
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set<string>([...FIRST_SCREEN_NAMES, ...LATER_SCREEN_NAMES]);
