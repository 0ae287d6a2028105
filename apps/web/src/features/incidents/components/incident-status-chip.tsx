import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import { INCIDENT_STATUSES, type IncidentStatus } from '@lms/contract';
import { StatusChip } from '../../../components/lists/status-chip';

const ICONS = { 0: <Schedule />, 1: <CheckCircle />, 2: <Cancel /> } as const;

/**
 * 0 Pendiente, 1 Aceptado, 2 Rechazado (spec 3 §4) in the contract map's
 * colours, filled: Pendiente's amber is too light as text on white.
 * Rechazado's icon is not the student home's HighlightOff: sharing it would
 * split it into a file of its own that the home then loads first (its
 * JavaScript budget, decision 007).
 */
export function IncidentStatusChip({ estatus }: { estatus: IncidentStatus }) {
  return <StatusChip map={INCIDENT_STATUSES} code={estatus} icon={ICONS[estatus]} variant="filled" />;
}
