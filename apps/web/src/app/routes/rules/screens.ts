import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  later: ['Reglamento'],
  navParent: { Reglamento: 'Perfil' },
} as const satisfies AreaScreens;
