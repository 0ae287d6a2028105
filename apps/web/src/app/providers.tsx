import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
// The theme uses no CSS variables: the system's provider is what Material's
// ThemeProvider renders for such a theme, without its CSS-variables half (decision 007).
import { ThemeProvider } from '@mui/system';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useSchoolInformation } from '../lib/school/school-information';
import { useRestoringQueries } from '../lib/network/kept-queries';
import { queryClient } from '../lib/query-client';
import { useSchool } from '../lib/session/use-session';
import { brandPrimaryColor, createAppTheme } from '../lib/theme/create-app-theme';
import { applyThemeVariables } from '../lib/theme/theme-variables';
import '../lib/theme/baseline.css';
import { AppDialogs } from './on-demand';

/** The chosen school's brand colour becomes the theme's primary colour. */
function BrandTheme({ children }: { children: ReactNode }) {
  const school = useSchool();
  const { data: info } = useSchoolInformation(school);
  const primary = brandPrimaryColor(school, info?.color);
  const theme = useMemo(() => createAppTheme(primary), [primary]);

  // Before the first paint: the static style sheets read the brand colour from these.
  useLayoutEffect(() => applyThemeVariables(theme), [theme]);
  useEffect(() => {
    document.title = info?.nombre ?? 'Escuela de inglés';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [info?.nombre, theme]);

  return (
    <ThemeProvider theme={theme}>
      {children}
      <AppDialogs />
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  // While the answers kept on the phone are read back, queries wait for them (decision 032).
  const restoring = useRestoringQueries();
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>
        <BrandTheme>{children}</BrandTheme>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
