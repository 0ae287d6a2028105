import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * Route modules built so far, by route name of the contract's table. Every
 * other route renders the "not available yet" screen, and navigation entries
 * pointing at it stay disabled.
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  Carga: () => import('./routes/carga'),
  Login: () => import('./routes/login'),
  GruposAlumnos: () => import('./routes/grupos-alumnos'),
  DetalleGrupo: () => import('./routes/detalle-grupo'),
  Perfil: () => import('./routes/perfil'),
  PerfilTeacher: () => import('./routes/perfil-staff'),
  PerfilEditor: () => import('./routes/perfil-staff'),
  RegistrarDatos: () => import('./routes/registrar-datos'),
  miqr: () => import('./routes/mi-qr'),
};

export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));
