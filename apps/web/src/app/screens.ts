import type { ComponentType } from 'react';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * Screens that are never the first one after signing in (the staff's, and
 * the student's reached from Perfil) load through later-screens.ts, a chunk of
 * its own: each route in this file costs the first screens (Login, the
 * student home) its lazy import and preload list, so only their names are
 * here (decision 007). The app fetches that small chunk once it is idle
 * (warmLaterScreens), so opening one of them waits for nothing more.
 */
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

const loadLater = () => import('./later-screens');

const laterScreen =
  (name: (typeof LATER_SCREEN_NAMES)[number]): ScreenModule =>
  () =>
    loadLater().then((m) => m.LATER_SCREENS[name]());

/** Fetches the later screens' table when the browser is idle, after the first screen. */
export function warmLaterScreens(): void {
  // Offline, a fetch would only fail (and log it): wait for the network instead.
  const warm = () => {
    if (navigator.onLine) void loadLater().catch(() => undefined);
    else window.addEventListener('online', warm, { once: true });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 5000 });
  else setTimeout(warm, 2000);
}

/**
 * Route modules built so far, by route name of the contract's table. Every
 * other route renders the "not available yet" screen, and navigation entries
 * pointing at it stay disabled.
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  test: () => import('./routes/test'),
  PruebaNotificacion: () => import('./routes/prueba-notificacion'),
  Carga: () => import('./routes/carga'),
  Login: () => import('./routes/login'),
  RecuperarPassword: () => import('./routes/recuperar-password'),
  ReenviarCorreo: () => import('./routes/reenviar-correo'),
  ActivarCuenta: () => import('./routes/activar-cuenta'),
  RestablecerPassword: () => import('./routes/restablecer-password'),
  GruposAlumnos: () => import('./routes/grupos-alumnos'),
  DetalleGrupo: () => import('./routes/detalle-grupo'),
  RecursosGrupoUsuario: () => import('./routes/recursos-grupo-usuario'),
  RecursosGrupoCerti: () => import('./routes/recursos-grupo-certi'),
  Books: () => import('./routes/books'),
  Videos: () => import('./routes/videos'),
  Calificaciones: () => import('./routes/calificaciones'),
  Perfil: () => import('./routes/perfil'),
  RegistrarDatos: () => import('./routes/registrar-datos'),
  miqr: () => import('./routes/mi-qr'),
  Ejercicio: () => import('./routes/lesson-evaluation'),
  Examen: () => import('./routes/lesson-evaluation'),
  ExamenCalidad: () => import('./routes/examen-calidad'),
  ...Object.fromEntries(LATER_SCREEN_NAMES.map((name) => [name, laterScreen(name)])),
};

export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));
