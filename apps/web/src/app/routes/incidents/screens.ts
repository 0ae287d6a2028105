import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  later: ['Incidencias', 'MisIncidencias'],
  navParent: { Incidencias: 'GruposTeacher', MisIncidencias: 'Perfil' },
} as const satisfies AreaScreens;
