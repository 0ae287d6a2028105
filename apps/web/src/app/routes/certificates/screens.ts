import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  later: ['MisConstancias'],
  navParent: { MisConstancias: 'Perfil' },
} as const satisfies AreaScreens;
