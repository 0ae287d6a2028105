import type { ThemeOptions } from '@mui/material/styles';

/**
 * Tap targets of at least 44 px (issue 18; WCAG 2.5.5, Apple's and
 * Material's guidance), for the whole app through the theme: buttons of
 * every size, icon buttons, toggle buttons, menu items, tabs, list rows and
 * links (the app's MUI Links are actions of their own: a phone number, a
 * mail, "open in another tab"; one inside running text would set
 * `display: inline` and `minHeight: 0` in its sx). Rows that open something also say so: the
 * pointer and the ripple, and a chevron (the option lists, the group cards).
 */
export const TAP_TARGET = 44;

const tall = { styleOverrides: { root: { minHeight: TAP_TARGET } } };

// ListItemButton and CardActionArea (ButtonBase) already have the pointer, the ripple and 48 px.
export const TAP_TARGET_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: tall,
  MuiToggleButton: tall,
  MuiMenuItem: tall,
  MuiTab: tall,
  MuiIconButton: { styleOverrides: { root: { minWidth: TAP_TARGET, minHeight: TAP_TARGET } } },
  // Taller buttons make some dialogs scroll on a small phone: the content then takes focus, so a keyboard scrolls it too.
  MuiDialogContent: { defaultProps: { tabIndex: 0 } },
  MuiLink: { styleOverrides: { root: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET } } },
};
