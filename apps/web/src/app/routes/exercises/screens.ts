import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['Ejercicio', 'Examen', 'ExamenCalidad'],
  later: ['RecursoGrupo'],
  navParent: { RecursoGrupo: 'GruposTeacher' },
} as const satisfies AreaScreens;
