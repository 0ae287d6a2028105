import type { Theme } from '@mui/material/styles';

/**
 * The theme's values that the static style sheets (`*.module.css`) read, as
 * CSS custom properties on the document. The shell and the student home are
 * drawn with static CSS instead of MUI's runtime styles, which were two thirds
 * of the home's first render (decision 007, "Static styles on the first
 * screens"); the colours still come from the one theme.
 */
export function themeVariables(theme: Theme): Record<string, string> {
  const { palette, typography, shape } = theme;
  return {
    '--lms-primary': palette.primary.main,
    '--lms-primary-contrast': palette.primary.contrastText,
    '--lms-primary-hover': `color-mix(in srgb, ${palette.primary.main} 6%, transparent)`,
    '--lms-text': palette.text.primary,
    '--lms-text-secondary': palette.text.secondary,
    '--lms-background': palette.background.default,
    '--lms-paper': palette.background.paper,
    '--lms-muted-paper': palette.grey[50],
    '--lms-divider': palette.divider,
    '--lms-locked': palette.grey[500],
    '--lms-secondary': palette.secondary.main,
    '--lms-error': palette.error.main,
    '--lms-info': palette.info.main,
    '--lms-success': palette.success.main,
    '--lms-warning': palette.warning.main,
    '--lms-action': palette.action.active,
    '--lms-disabled': palette.action.disabled,
    '--lms-selected': palette.action.selected,
    '--lms-font': typography.fontFamily ?? 'system-ui, sans-serif',
    '--lms-radius': `${String(shape.borderRadius)}px`,
  };
}

/** Writes the variables on the root element, where every style sheet sees them. */
export function applyThemeVariables(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}
