import { describe, expect, it } from 'vitest';
import { lightIconClasses } from './light-icon-props';

describe('light icons (decision 007)', () => {
  it('draws a plain icon with MUI\'s class names and the static size and colour classes', () => {
    expect(lightIconClasses({})).toBe('MuiSvgIcon-root MuiSvgIcon-fontSizeMedium lms-icon lms-icon-medium');
    expect(lightIconClasses({ fontSize: 'small', color: 'primary', className: 'extra' })).toBe(
      'MuiSvgIcon-root MuiSvgIcon-fontSizeSmall lms-icon lms-icon-small MuiSvgIcon-colorPrimary lms-icon-primary extra',
    );
    expect(lightIconClasses({ fontSize: 'inherit', color: 'inherit', 'aria-label': 'x' })).toBe(
      'MuiSvgIcon-root MuiSvgIcon-fontSizeInherit lms-icon lms-icon-inherit',
    );
  });

  it.each([
    ['an sx prop', { sx: { fontSize: 48 } }],
    ['another element', { component: 'span' }],
    ['class overrides', { classes: { root: 'x' } }],
    ['its own view box', { viewBox: '0 0 48 48' }],
    ['a size outside the theme', { fontSize: '3rem' }],
    ['a colour outside the theme', { color: 'hotpink' }],
  ])('leaves an icon with %s to MUI\'s SvgIcon', (_, props) => {
    expect(lightIconClasses(props)).toBeNull();
  });
});
