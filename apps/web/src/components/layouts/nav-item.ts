export type NavIcon =
  | 'home'
  | 'groups'
  | 'profile'
  | 'support'
  | 'logout'
  | 'report'
  | 'tickets'
  | 'requisitions'
  | 'activities'
  | 'sales';

export interface NavItem {
  key: string;
  label: string;
  icon: NavIcon;
  /** Path under /lms/; absent for Salir. */
  path?: string;
  /** Route name of the contract's table; absent for Salir. */
  route?: string;
  /** False when the screen has not been built yet: shown, but not clickable. */
  enabled: boolean;
}
