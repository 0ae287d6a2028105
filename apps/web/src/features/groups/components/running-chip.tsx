import Chip from '@mui/material/Chip';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { MSG } from '@lms/contract';

/** The CORRIENDO tag of a class that is on right now. */
export function RunningChip() {
  return <Chip size="small" color="success" icon={<FiberManualRecord />} label={MSG.running} />;
}
