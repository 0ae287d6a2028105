import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@lms/contract';
import type { RouteHandle } from '../features/access/components/route-guard';
import { AppShell } from './app-shell';
import { RouteErrorScreen } from './route-error-screen';
import { LoadingScreen } from './loading-screen';
import { SCREENS } from './screens';

const unavailable = () => import('./routes/unavailable');

/** One lazy route per entry of the contract's route table (spec 1 §2), under /lms/. */
const children: RouteObject[] = ROUTES.map((route) => {
  const load = SCREENS[route.name] ?? unavailable;
  const handle: RouteHandle = { route };
  const lazy = async () => ({ Component: (await load()).default });
  return route.path === '/' ? { index: true, handle, lazy } : { path: route.path.slice(1), handle, lazy };
});

export const router = createBrowserRouter(
  [
    {
      path: '/',
      Component: AppShell,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: LoadingScreen,
      children: [...children, { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) }],
    },
  ],
  { basename: '/lms/' },
);
