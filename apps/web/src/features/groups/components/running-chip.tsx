import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { GROUPS_MSG } from '@lms/contract';
import { StatusTag } from '../../../components/ui/status-tag';

/** The CORRIENDO tag of a class that is on right now. */
export function RunningChip() {
  return <StatusTag color="success" icon={<FiberManualRecord />} label={GROUPS_MSG.running} />;
}
