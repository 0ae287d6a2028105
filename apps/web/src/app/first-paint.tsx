import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG, SCHOOL_IDS, type SchoolId } from '@lms/contract';
import { CenteredCard } from '../components/layouts/account-page';
import { BottomNav } from '../components/layouts/bottom-nav';
import { MainArea } from '../components/layouts/main-area';
import { SchoolPicker } from '../components/layouts/school-picker';
import { TopBar } from '../components/layouts/top-bar';
import { pathOf } from '../lib/routing';
import { brandPrimaryColor, createAppTheme } from '../lib/theme/create-app-theme';
import { themeVariables } from '../lib/theme/theme-variables';
import { navigationFor, navSelection } from './navigation';
import { AVAILABLE_SCREENS } from './screen-names';

/*
 * The first screens' HTML, rendered at build time (decision 007, "The first
 * paint"): apps/web/scripts/first-paint.mjs runs this module after the build
 * and the service puts each screen's markup in its page's `#root`, so the
 * phone paints it with the HTML instead of once the JavaScript has run. The
 * app's first render replaces it (createRoot clears the container) with the
 * same markup. Only what is sure is drawn, chosen by `public/first-paint.js`
 * from what the phone keeps (it sets `data-first-paint` on <html>):
 * - Login of a first visit (no attribute): the school choice, neutral brand.
 *   A phone with a school or a session gets another screen: hidden there.
 * - The student home of a signed-in student of school N (`alumno-N`): the
 *   shell (brand bar in the school's colour, bottom navigation) around an
 *   empty page; the groups and the school's name come with the app.
 */

/** The theme's CSS variables, as applyThemeVariables writes them before the app's first paint. */
function variablesOf(school: SchoolId | null): string {
  return Object.entries(themeVariables(createAppTheme(brandPrimaryColor(school))))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

function render(school: SchoolId | null, screen: ReactNode): string {
  // Its buttons do nothing until the app replaces them: shown disabled, a tap is not lost silently.
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={createAppTheme(brandPrimaryColor(school))}>{screen}</ThemeProvider>
    </QueryClientProvider>,
  ).replaceAll('<button ', '<button disabled ');
}

function loginFirstVisit(): string {
  const html = render(
    null,
    <CenteredCard>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {MSG.chooseSchool}
        </Typography>
        <SchoolPicker onSelect={() => undefined} size="compact" />
      </Stack>
    </CenteredCard>,
  );
  const style = `<style>:root{${variablesOf(null)}}html[data-first-paint] .lms-first-paint{display:none}</style>`;
  return `${style}<div class="lms-first-paint">${html}</div>`;
}

function studentShell(): string {
  const navigation = navigationFor({ roll: 'ALUMNO', restringido: false }, AVAILABLE_SCREENS);
  const styles = SCHOOL_IDS.map((school) => `html[data-first-paint=alumno-${school}]{${variablesOf(school)}}`);
  const shell = render(
    null,
    <MemoryRouter basename="/lms" initialEntries={[`/lms${pathOf('GruposAlumnos')}`]}>
      <TopBar title="" />
      <MainArea withNav>{null}</MainArea>
      <BottomNav items={navigation.bottom} currentRoute={navSelection('GruposAlumnos')} onLogout={() => undefined} />
    </MemoryRouter>,
  );
  const shown = SCHOOL_IDS.map((school) => `html[data-first-paint=alumno-${school}] .lms-first-paint`).join(',');
  const style = `<style>${styles.join('')}.lms-first-paint{display:none}${shown}{display:contents}</style>`;
  return `${style}<div class="lms-first-paint">${shell}</div>`;
}

export function renderFirstPaint(): Record<string, string> {
  return { Login: loginFirstVisit(), GruposAlumnos: studentShell() };
}
