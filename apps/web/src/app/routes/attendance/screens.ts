import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  later: ['ListaAsistencia'],
  navParent: { ListaAsistencia: 'GruposTeacher' },
} as const satisfies AreaScreens;
