import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { StatusMap } from '@lms/contract';

/** A status as its contract map shows it: the Spanish label in the map's colour (docs/decisions/022-lists.md). */
export function StatusChip<Code extends string | number>({ map, code, icon, variant = 'outlined' }: { map: StatusMap<Code>; code: Code; icon?: ReactElement; variant?: 'outlined' | 'filled' }) {
  const { label, color } = map.info(code);
  return <Chip size="small" label={label} color={color} variant={variant} {...(icon ? { icon } : {})} />;
}
