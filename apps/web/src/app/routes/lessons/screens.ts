import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['RecursosGrupoUsuario', 'RecursosGrupoCerti', 'Books', 'Videos'],
} as const satisfies AreaScreens;
