import type { ReactElement } from 'react';
import type { StatusMap } from '@lms/contract';
import { StatusTag } from '../ui/status-tag';

/**
 * A status as its contract map shows it: the Spanish label in the map's colour
 * (docs/decisions/022-lists.md), drawn as MUI's small Chip looks without
 * Chip's style variants (decision 007).
 */
export function StatusChip<Code extends string | number>({ map, code, icon, variant = 'outlined' }: { map: StatusMap<Code>; code: Code; icon?: ReactElement; variant?: 'outlined' | 'filled' }) {
  const { label, color } = map.info(code);
  return <StatusTag label={label} color={color} variant={variant} icon={icon} />;
}
