import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import History from '@mui/icons-material/History';
import Lock from '@mui/icons-material/Lock';
import { GROUP_STATUSES, type GroupStatus } from '@lms/contract';
import { StatusChip } from '../../../components/lists/status-chip';

const ICONS = {
  habilitado: <CheckCircle />,
  bloqueado: <Lock />,
  reprobado: <HighlightOff />,
  extraordinario: <Block />,
  anterior: <History />,
} as const;

// Filled chips where the colour itself would be too light as text on white.
const FILLED = new Set<GroupStatus>(['reprobado', 'extraordinario']);

export function GroupStatusChip({ status }: { status: GroupStatus }) {
  return <StatusChip map={GROUP_STATUSES} code={status} icon={ICONS[status]} variant={FILLED.has(status) ? 'filled' : 'outlined'} />;
}
