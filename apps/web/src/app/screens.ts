import { LATER_SCREEN_NAMES, type FirstScreenName, type LaterScreenName, type ScreenModule } from './screen-names';

/*
 * Screens that are never the first one after signing in (the staff's, and
 * the student's reached from Perfil) load through later-screens.ts, a chunk of
 * its own: each route in this file costs the first screens (Login, the
 * student home) its lazy import and preload list, so only their names
 * (screen-names.ts) are in the entry (decision 007). The app fetches that
 * small chunk once it is idle (warmLaterScreens), so opening one of them
 * waits for nothing more.
 */

const loadLater = () => import('./later-screens');

const laterScreen =
  (name: LaterScreenName): ScreenModule =>
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

/** The first screens' route modules, by route name of the contract's table. */
const FIRST_SCREENS: Readonly<Record<FirstScreenName, ScreenModule>> = {
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
};

/** Route modules built so far, by route name (AVAILABLE_SCREENS, screen-names.ts); the router shows "not available yet" for the others. */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  ...FIRST_SCREENS,
  ...Object.fromEntries(LATER_SCREEN_NAMES.map((name) => [name, laterScreen(name)])),
};
