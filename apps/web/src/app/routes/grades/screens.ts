import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['Calificaciones'],
  later: ['CalificacionGrupo', 'Kardex'],
  navParent: { Calificaciones: 'GruposAlumnos', CalificacionGrupo: 'GruposTeacher', Kardex: 'Perfil' },
} as const satisfies AreaScreens;
