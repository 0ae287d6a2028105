import { decodeId, encodeId, routeAfterLogin, routeByName } from '@lms/contract';
import type { Session } from './session/session-store';

/** The path (under /lms/) of a route name of the contract's table. */
export function pathOf(routeName: string): string {
  return routeByName(routeName).path;
}

/** The signed-in user's home: where their role leads after login. */
export function homePathOf(session: Session): string {
  return pathOf(routeAfterLogin(session.login.usuario.roll, session.login.datos_usuario !== null));
}

/*
 * Ids in a screen's address travel encoded, as the spec's links carry them
 * (`/detallegrupo?id=<encoded>`, spec 1 §2). They are written and read only
 * here (decision 038): screens hold numbers.
 */

/** An id as a screen's address writes it (base64url of the decimal id, URL-safe as it is). */
export function addressId(id: number): string {
  return encodeId(id);
}

/** The search part of a screen's address (`?id=Mw&leccion=2`): `ids` encoded, `values` written as they are, in that order. */
export function screenSearch(ids: Readonly<Record<string, number>>, values: Readonly<Record<string, string | number>> = {}): string {
  const query = new URLSearchParams([
    ...Object.entries(ids).map(([key, id]): [string, string] => [key, addressId(id)]),
    ...Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]),
  ]);
  return `?${query.toString()}`;
}

/** A screen's address with ids in its query (screenSearch). */
export function screenPath(routeName: string, ids: Readonly<Record<string, number>>, values: Readonly<Record<string, string | number>> = {}): string {
  return pathOf(routeName) + screenSearch(ids, values);
}

/** An id of a screen's address (encoded, or the plain decimal id), or null when it is missing or unreadable. */
export function idIn(params: URLSearchParams, name = 'id'): number | null {
  return decodeId(params.get(name) ?? '');
}
