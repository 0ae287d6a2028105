import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

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
  Kardex: () => import('./routes/kardex'),
  Perfil: () => import('./routes/perfil'),
  PerfilTeacher: () => import('./routes/perfil-staff'),
  PerfilEditor: () => import('./routes/perfil-staff'),
  RegistrarDatos: () => import('./routes/registrar-datos'),
  miqr: () => import('./routes/mi-qr'),
  Reglamento: () => import('./routes/reglamento'),
  MisConstancias: () => import('./routes/mis-constancias'),
  Ejercicio: () => import('./routes/lesson-evaluation'),
  Examen: () => import('./routes/lesson-evaluation'),
  ExamenCalidad: () => import('./routes/examen-calidad'),
  GruposTeacher: () => import('./routes/grupos-teacher'),
  DetalleGrupoTeacher: () => import('./routes/detalle-grupo-teacher'),
  ListaAlumnos: () => import('./routes/lista-alumnos'),
  ListaAsistencia: () => import('./routes/lista-asistencia'),
  CalificacionGrupo: () => import('./routes/calificacion-grupo'),
};

export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));
