import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Lock from '@mui/icons-material/Lock';
import { StatusTag } from '../../../components/ui/status-tag';
import { GROUP_STATUS_LABELS, type GroupStatus } from '../utils/group-status';

const ICONS = {
  habilitado: <CheckCircle />,
  bloqueado: <Lock />,
  reprobado: <HighlightOff />,
  extraordinario: <Block />,
} as const;

// Filled chips where the colour itself would be too light as text on white.
const STYLE = {
  habilitado: { color: 'primary', variant: 'outlined' },
  bloqueado: { color: 'default', variant: 'outlined' },
  reprobado: { color: 'error', variant: 'filled' },
  extraordinario: { color: 'warning', variant: 'filled' },
} as const;

export function GroupStatusChip({ status }: { status: GroupStatus }) {
  return <StatusTag icon={ICONS[status]} label={GROUP_STATUS_LABELS[status]} {...STYLE[status]} />;
}
