import { routeByName, type SessionUser } from '@lms/contract';
import type { NavItem } from '../components/layouts/nav-item';
import { NAV_PARENT } from './screen-names';

export interface Navigation {
  bottom: NavItem[];
  /** The editors' side drawer; null for roles without one. */
  drawer: NavItem[] | null;
}

type ItemEntry = Omit<NavItem, 'enabled' | 'key' | 'path'>;

type NavUser = Pick<SessionUser, 'roll' | 'restringido'>;

const LOGOUT: NavItem = { key: 'Salir', label: 'Salir', icon: 'logout', enabled: true };

const DRAWER: ItemEntry[] = [
  { route: 'NiVendedora', label: 'NI Vendedora', icon: 'sales' },
  { route: 'TicketsEditor', label: 'Tickets', icon: 'tickets' },
  { route: 'KPIGeneral', label: 'KPI General', icon: 'report' },
  { route: 'KPIMontos', label: 'KPI Montos', icon: 'report' },
  { route: 'RepSemanalVentas', label: 'Reporte semanal de ventas', icon: 'report' },
  { route: 'Requisiciones', label: 'Requisiciones', icon: 'requisitions' },
];
const RESTRICTED_DRAWER: ItemEntry[] = [
  { route: 'ActividadesDiariasTodos', label: 'Actividades diarias', icon: 'activities' },
];

/** The menu entry a screen lights up: its own, or its area's navParent (routes/<area>/screens.ts). */
export function navSelection(routeName: string | null): string | null {
  return routeName === null ? null : (NAV_PARENT[routeName] ?? routeName);
}

/**
 * Bottom navigation and drawer per role (spec 1 §2 "Bottom navigation"). The
 * menus are the spec's and name every menu route, built or not: an entry turns
 * on once an area declares its screen (routes/<area>/screens.ts, decision 038).
 */
export function navigationFor(user: NavUser, available: ReadonlySet<string>): Navigation {
  const item = (entry: ItemEntry): NavItem => ({
    ...entry,
    key: entry.route ?? entry.label,
    path: entry.route === undefined ? undefined : routeByName(entry.route).path,
    enabled: entry.route === undefined || available.has(entry.route),
  });

  switch (user.roll) {
    case 'ALUMNO':
      return {
        bottom: [
          item({ route: 'GruposAlumnos', label: 'Home', icon: 'home' }),
          item({ route: 'Perfil', label: 'Perfil', icon: 'profile' }),
          item({ route: 'Tickets', label: 'Soporte', icon: 'support' }),
          LOGOUT,
        ],
        drawer: null,
      };
    case 'TEACHER':
      return {
        bottom: [
          item({ route: 'GruposTeacher', label: 'Grupos', icon: 'groups' }),
          item({ route: 'PerfilTeacher', label: 'Perfil', icon: 'profile' }),
          item({ route: 'Tickets', label: 'Soporte', icon: 'support' }),
          LOGOUT,
        ],
        drawer: null,
      };
    case 'EDITOR':
    case 'ADMINISTRADOR':
      return {
        bottom: [item({ route: 'PerfilEditor', label: 'Perfil', icon: 'profile' }), LOGOUT],
        drawer: (user.restringido ? RESTRICTED_DRAWER : DRAWER).map(item),
      };
  }
}
