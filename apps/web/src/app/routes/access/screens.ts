import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['test', 'Carga', 'Login'],
} as const satisfies AreaScreens;
