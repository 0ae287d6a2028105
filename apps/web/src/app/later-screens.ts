import type { LaterScreenName, ScreenModule } from './screen-names';

/** The route modules of the screens that are never the first one after signing in (screens.ts). */
export const LATER_SCREENS: Readonly<Record<LaterScreenName, ScreenModule>> = {
  PerfilTeacher: () => import('./routes/perfil-staff'),
  PerfilEditor: () => import('./routes/perfil-staff'),
  GruposTeacher: () => import('./routes/grupos-teacher'),
  DetalleGrupoTeacher: () => import('./routes/detalle-grupo-teacher'),
  ListaAlumnos: () => import('./routes/lista-alumnos'),
  ListaAsistencia: () => import('./routes/lista-asistencia'),
  CalificacionGrupo: () => import('./routes/calificacion-grupo'),
  Incidencias: () => import('./routes/incidencias'),
  RecursoGrupo: () => import('./routes/recurso-grupo'),
  Comentarios: () => import('./routes/comentarios'),
  Kardex: () => import('./routes/kardex'),
  Reglamento: () => import('./routes/reglamento'),
  MisConstancias: () => import('./routes/mis-constancias'),
  MisIncidencias: () => import('./routes/mis-incidencias'),
};
