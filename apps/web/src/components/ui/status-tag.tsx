import type { ReactElement } from 'react';
import { alpha, styled } from '@mui/material/styles';

type TagColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'warning' | 'success';
type TagVariant = 'filled' | 'outlined';

interface TagStyle {
  tagColor: TagColor;
  variant: TagVariant;
}

/*
 * The look of MUI's small Chip (size="small"), for a tag nobody clicks: the
 * group cards show one or two on the student home, and Chip evaluates some
 * forty style variants on every render (clickable, deletable, avatar...),
 * about a quarter of the home's first render (decision 007).
 */
const TagRoot = styled('div', { shouldForwardProp: (prop) => prop !== 'tagColor' && prop !== 'variant' })<TagStyle>(
  ({ theme, tagColor, variant }) => {
    const palette = tagColor === 'default' ? null : theme.palette[tagColor];
    const outlined = variant === 'outlined';
    return {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: outlined ? (palette?.main ?? theme.palette.text.primary) : (palette?.contrastText ?? theme.palette.text.primary),
      backgroundColor: outlined ? 'transparent' : (palette?.main ?? theme.palette.action.selected),
      border: outlined ? `1px solid ${palette ? alpha(palette.main, 0.7) : theme.palette.grey[400]}` : 0,
      borderRadius: 16,
      whiteSpace: 'nowrap',
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      '& > svg': {
        fontSize: 18,
        marginLeft: outlined ? 2 : 4,
        marginRight: -4,
        color: palette ? 'inherit' : theme.palette.grey[700],
      },
      '& > span': {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        paddingLeft: outlined ? 7 : 8,
        paddingRight: outlined ? 7 : 8,
      },
    };
  },
);

interface StatusTagProps {
  label: string;
  icon?: ReactElement | undefined;
  color?: TagColor;
  variant?: TagVariant;
}

/** A small status tag: icon and label, MUI's small Chip in look. */
export function StatusTag({ label, icon, color = 'default', variant = 'filled' }: StatusTagProps) {
  return (
    <TagRoot tagColor={color} variant={variant}>
      {icon}
      <span>{label}</span>
    </TagRoot>
  );
}
