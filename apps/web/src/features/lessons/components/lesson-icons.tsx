import type { ReactElement } from 'react';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbAlt from '@mui/icons-material/DoNotDisturbAlt';
import EditNote from '@mui/icons-material/EditNote';
import Event from '@mui/icons-material/Event';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Lock from '@mui/icons-material/Lock';
import PendingActions from '@mui/icons-material/PendingActions';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Quiz from '@mui/icons-material/Quiz';
import Replay from '@mui/icons-material/Replay';
import Schedule from '@mui/icons-material/Schedule';
import { RESOURCE_TYPE, type ResourceType } from '@lms/contract';
import type { AttendanceKind, LessonStatusKind } from '../utils/lesson-status';

/* The icons only repeat what the text next to them says: hidden from screen readers. */

export function LessonStatusIcon({ kind }: { kind: LessonStatusKind }) {
  switch (kind) {
    case 'done':
      return <CheckCircle color="success" aria-hidden />;
    case 'missing':
      return <PendingActions color="warning" aria-hidden />;
    case 'future':
      return <Event color="info" aria-hidden />;
    default:
      return <Lock color="action" aria-hidden />;
  }
}

export function AttendanceIcon({ kind }: { kind: AttendanceKind }) {
  switch (kind) {
    case 'present':
      return <CheckCircle color="success" fontSize="small" aria-hidden />;
    case 'absent':
      return <Cancel color="error" fontSize="small" aria-hidden />;
    case 'late':
      return <Schedule color="warning" fontSize="small" aria-hidden />;
    case 'noParticipation':
      return <DoNotDisturbAlt color="action" fontSize="small" aria-hidden />;
    default:
      return <HelpOutlineOutlined color="disabled" fontSize="small" aria-hidden />;
  }
}

const RESOURCE_ICON: Readonly<Record<ResourceType, () => ReactElement>> = {
  [RESOURCE_TYPE.exercise]: () => <EditNote aria-hidden />,
  [RESOURCE_TYPE.exam]: () => <Quiz aria-hidden />,
  [RESOURCE_TYPE.recoveryExam]: () => <Replay aria-hidden />,
  [RESOURCE_TYPE.pdf]: () => <PictureAsPdf aria-hidden />,
  [RESOURCE_TYPE.video]: () => <PlayCircle aria-hidden />,
};

export function ResourceIcon({ tipo }: { tipo: ResourceType }) {
  return RESOURCE_ICON[tipo]();
}
