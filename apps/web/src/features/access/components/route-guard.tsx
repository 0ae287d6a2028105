import { useEffect } from 'react';
import { Navigate, Outlet, useBlocker, useMatches } from 'react-router';
import { guardDecision, registrationRedirect, routeByPath, type RouteEntry } from '@lms/contract';
import { pathOf } from '../../../lib/routing';
import { acknowledgeSessionEnd, sessionEndedByApp } from '../../../lib/session/session-store';
import { NoAccessState } from './no-access-state';

/** Route modules carry their contract entry in `handle.route`. */
export interface RouteHandle {
  route: RouteEntry;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'route' in value;
}

export function useCurrentRoute(): RouteEntry | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}

interface RouteGuardProps {
  role: string | null;
  /** Whether the signed-in student has personal data (RegistrarDatos until then). */
  hasPersonalData: boolean;
  /** Where the no-access state's button leads. */
  homePath: string;
}

/**
 * The route guard of spec 1 §6 (convenience only: the server enforces).
 * In-app navigation to a route of another role is stopped where it stands;
 * a typed or reloaded URL of such a route renders a no-access state instead.
 */
export function RouteGuard({ role, hasPersonalData, homePath }: RouteGuardProps) {
  const route = useCurrentRoute();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const next = routeByPath(nextLocation.pathname);
    return next !== undefined && guardDecision(next, role) === 'stop';
  });

  useEffect(() => {
    // "Navigation is simply stopped": stay where we are, nothing to confirm.
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  const isPublic = route?.flags === 'public';
  useEffect(() => {
    if (isPublic) acknowledgeSessionEnd();
  }, [isPublic]);

  const decision = route ? guardDecision(route, role) : 'allow';
  // After the app's own sign-out it is already on its way to Carga or Login.
  if (decision === 'login') return sessionEndedByApp() ? null : <Navigate to={pathOf('Login')} replace />;
  if (decision === 'stop') return <NoAccessState homePath={homePath} />;
  const redirect = route ? registrationRedirect(route, role, hasPersonalData) : null;
  if (redirect) return <Navigate to={pathOf(redirect)} replace />;
  return <Outlet />;
}
