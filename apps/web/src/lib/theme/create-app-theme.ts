import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { SchoolId } from '@lms/contract';
import { readableBrandColor } from './contrast';
import { TAP_TARGET_COMPONENTS } from './tap-targets';

/** The colours the API serves by default; used until escuela.informacion answers. */
export const DEFAULT_BRAND_COLORS: Record<SchoolId, string> = { 1: '#0d47a1', 2: '#b71c1c' };

const NEUTRAL = '#37474f';

/*
 * Spanish texts of the MUI components that have built-in ones. Not MUI's
 * esES locale: it builds an Intl.NumberFormat when imported, 80 ms of main
 * thread before the login showed in a profile (docs/benchmarks.md).
 */
const pageLabel = (type: string | null, page: number | null, selected: boolean): string => {
  if (type === 'page') return selected ? `Página ${page}` : `Ir a la página ${page}`;
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
};
const SPANISH_COMPONENT_TEXTS: ThemeOptions['components'] = {
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiPagination: { defaultProps: { 'aria-label': 'Páginas', getItemAriaLabel: pageLabel } },
  MuiAutocomplete: {
    defaultProps: { clearText: 'Borrar', closeText: 'Cerrar', openText: 'Abrir', loadingText: 'Cargando…', noOptionsText: 'Sin resultados' },
  },
};

/** The theme's primary colour: the chosen school's brand, made readable (null: no school yet). */
export function brandPrimaryColor(school: SchoolId | null, brandColor?: string): string {
  const fallback = school === null ? NEUTRAL : DEFAULT_BRAND_COLORS[school];
  return readableBrandColor(brandColor ?? fallback, fallback);
}

/**
 * MUI theme whose primary colour is the given one (brandPrimaryColor). Built
 * per colour, not per answer of escuela.informacion: the same colour keeps
 * the same theme, so the whole screen does not render again with new styles
 * when the school's data arrives.
 */
export function createAppTheme(primary: string): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: primary, contrastText: '#ffffff' },
        error: { main: '#c62828' },
        success: { main: '#2e7d32' },
        background: { default: '#f4f6f8' },
        // AA for text and icons (MUI's default threshold is 3).
        contrastThreshold: 4.5,
      },
      // System fonts: the CSP allows no external font host and phones render them best.
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      shape: { borderRadius: 10 },
      components: { ...TAP_TARGET_COMPONENTS, ...SPANISH_COMPONENT_TEXTS },
    },
  );
}
