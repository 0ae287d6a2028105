import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@lms/contract';
import { CenteredCard } from '../components/layouts/account-page';
import { SchoolPicker } from '../components/layouts/school-picker';
import { brandPrimaryColor, createAppTheme } from '../lib/theme/create-app-theme';
import { themeVariables } from '../lib/theme/theme-variables';

/**
 * The first screens' HTML, rendered at build time (decision 007, "The first
 * paint"): apps/web/scripts/first-paint.mjs runs this module after the build
 * and the service puts each screen's markup in its page's `#root`, so the
 * phone paints it with the HTML instead of once the JavaScript has run. The
 * app's first render replaces it (createRoot clears the container) with the
 * same markup. Only what a first visit shows for sure is drawn: Login with no
 * school chosen yet is the school choice, in the neutral brand
 * (`public/first-paint.js` hides it when the phone already has a school or a
 * session, whose screens differ).
 */
export function renderFirstPaint(): Record<string, string> {
  const theme = createAppTheme(brandPrimaryColor(null));
  // What applyThemeVariables writes on the document before the app's first paint.
  const variables = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const login = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <CenteredCard>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {MSG.chooseSchool}
            </Typography>
            <SchoolPicker onSelect={() => undefined} size="compact" />
          </Stack>
        </CenteredCard>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // Hidden where public/first-paint.js finds a school or a session kept on the phone.
  const style = `<style>:root{${variables}}html[data-first-paint=off] .lms-first-paint{display:none}</style>`;
  // Its buttons do nothing until the app replaces them: shown disabled, a tap is not lost silently.
  const inertLogin = login.replaceAll('<button ', '<button disabled ');
  return { Login: `${style}<div class="lms-first-paint">${inertLogin}</div>` };
}
