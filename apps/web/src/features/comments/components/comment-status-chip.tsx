import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import { COMMENT_STATUSES, type CommentStatus } from '@lms/contract';
import { StatusChip } from '../../../components/lists/status-chip';
import { StatusTag } from '../../../components/ui/status-tag';

const ICONS = { 0: <Schedule />, 1: <CheckCircle />, 2: <Cancel /> } as const;

/**
 * A comment's status (spec 3 §3: 0 En Revisión, 1 Aceptado, 2 Rechazado) in
 * the contract map's colours, filled as the incidents' (En Revisión's amber
 * is too light as text on white); a student without one says so.
 */
export function CommentStatusChip({ estado }: { estado: CommentStatus | null }) {
  if (estado === null) return <StatusTag label="Sin comentario" variant="outlined" />;
  return <StatusChip map={COMMENT_STATUSES} code={estado} icon={ICONS[estado]} variant="filled" />;
}
