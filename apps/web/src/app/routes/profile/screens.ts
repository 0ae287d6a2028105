import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['Perfil', 'miqr'],
  later: ['PerfilTeacher', 'PerfilEditor'],
  navParent: { miqr: 'Perfil' },
} as const satisfies AreaScreens;
