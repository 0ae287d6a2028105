import { forwardRef, memo, type ReactNode, type Ref } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { lightIconClasses } from './light-icon-props';
import './light-icon.css';

/**
 * What `@mui/icons-material` builds every icon with, in the production build
 * (vite.config.ts, `lightIcons`): the icon renders a plain <svg> with static
 * CSS, and through MUI's SvgIcon only when it is given a prop that needs it
 * (decision 007, "Light icons"). A first screen shows some twenty icons;
 * each SvgIcon was five components and a style computation per render.
 */
export default function createSvgIcon(path: ReactNode, displayName: string) {
  function Icon(props: SvgIconProps, ref: Ref<SVGSVGElement>) {
    const className = lightIconClasses(props as SvgIconProps & Record<string, unknown>);
    if (className === null) {
      return (
        <SvgIcon ref={ref} {...props}>
          {path}
        </SvgIcon>
      );
    }
    // What MUI's SvgIcon reads itself; the rest (aria-*, data-*, style, handlers) goes on the <svg>.
    const { fontSize: _fontSize, color: _color, className: _className, htmlColor, titleAccess, children: _children, sx: _sx, component: _component, classes: _classes, inheritViewBox: _inherit, viewBox: _viewBox, ...svg } = props;
    return (
      <svg
        ref={ref}
        {...svg}
        className={className}
        viewBox="0 0 24 24"
        focusable="false"
        color={htmlColor}
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
      >
        {path}
        {titleAccess ? <title>{titleAccess}</title> : null}
      </svg>
    );
  }
  Icon.displayName = `${displayName}Icon`;
  const component = memo(forwardRef(Icon));
  // MUI recognises its icons by this name (an adornment, a button's icon).
  return Object.assign(component, { muiName: 'SvgIcon' });
}
