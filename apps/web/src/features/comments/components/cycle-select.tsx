import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CommentCycle } from '@lms/contract';

interface CycleSelectProps {
  cycles: readonly CommentCycle[] | undefined;
  value: number | null;
  onChange: (idCiclo: number) => void;
}

/** The cycle selector, newest first (the list comes oldest first, the ERP's order, which spec 3 §5's first-cycle rule reads). While the list is missing (read, or failed: silent, spec 3 §8) it is empty. */
export function CycleSelect({ cycles, value, onChange }: CycleSelectProps) {
  const known = value !== null && (cycles ?? []).some((c) => c.id_ciclo === value);
  return (
    <TextField
      select
      label="Ciclo"
      value={known ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      disabled={!cycles || cycles.length === 0}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {[...(cycles ?? [])].reverse().map((c) => (
        <MenuItem key={c.id_ciclo} value={c.id_ciclo}>
          {c.ciclo}
        </MenuItem>
      ))}
    </TextField>
  );
}
