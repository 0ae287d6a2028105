import { routeByName } from '@lms/contract';

/** The path (under /lms/) of a route name of the contract's table. */
export function pathOf(routeName: string): string {
  return routeByName(routeName).path;
}
