import { routeAfterLogin, routeByName } from '@lms/contract';
import type { Session } from './session/session-store';

/** The path (under /lms/) of a route name of the contract's table. */
export function pathOf(routeName: string): string {
  return routeByName(routeName).path;
}

/** The signed-in user's home: where their role leads after login. */
export function homePathOf(session: Session): string {
  return pathOf(routeAfterLogin(session.login.usuario.roll, session.login.datos_usuario !== null));
}
