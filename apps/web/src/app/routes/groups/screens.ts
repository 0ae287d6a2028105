import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['GruposAlumnos', 'DetalleGrupo'],
  later: ['GruposTeacher', 'DetalleGrupoTeacher', 'ListaAlumnos'],
  navParent: { DetalleGrupo: 'GruposAlumnos', DetalleGrupoTeacher: 'GruposTeacher', ListaAlumnos: 'GruposTeacher' },
} as const satisfies AreaScreens;
