import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  later: ['Comentarios'],
  // Reached from PerfilTeacher (decision 028).
  navParent: { Comentarios: 'PerfilTeacher' },
} as const satisfies AreaScreens;
