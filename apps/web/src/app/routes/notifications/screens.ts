import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['PruebaNotificacion'],
} as const satisfies AreaScreens;
