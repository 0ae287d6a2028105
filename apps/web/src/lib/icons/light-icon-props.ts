/**
 * The MUI icons of the production build render a plain <svg> with static CSS
 * instead of MUI's SvgIcon and its runtime styles (decision 007, "Light
 * icons"). These are the rules: which icons can, and the classes they wear.
 */

/** Props only MUI's SvgIcon understands: an icon given one renders through it. */
const MUI_ONLY = ['sx', 'component', 'classes', 'inheritViewBox', 'viewBox'] as const;

const SIZES = new Set(['inherit', 'small', 'medium', 'large']);
const COLORS = new Set(['inherit', 'action', 'disabled', 'primary', 'secondary', 'error', 'info', 'success', 'warning']);

export interface IconStyleProps {
  fontSize?: unknown;
  color?: unknown;
  className?: string | undefined;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The class list of a light icon, or null when it needs MUI's SvgIcon (one
 * of the props above, or a size or colour outside the theme's). The `Mui…`
 * classes keep every parent's `.MuiSvgIcon-root` rule working (a button's
 * start icon, an alert's icon, a tag's icon).
 */
export function lightIconClasses(props: IconStyleProps & Record<string, unknown>): string | null {
  if (MUI_ONLY.some((name) => props[name] !== undefined)) return null;
  const fontSize = props.fontSize ?? 'medium';
  const color = props.color ?? 'inherit';
  if (typeof fontSize !== 'string' || !SIZES.has(fontSize) || typeof color !== 'string' || !COLORS.has(color)) return null;
  const classes = ['MuiSvgIcon-root', `MuiSvgIcon-fontSize${capitalize(fontSize)}`, 'lms-icon', `lms-icon-${fontSize}`];
  if (color !== 'inherit') classes.push(`MuiSvgIcon-color${capitalize(color)}`, `lms-icon-${color}`);
  if (props.className) classes.push(props.className);
  return classes.join(' ');
}
