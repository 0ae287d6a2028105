import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { type LessonRow, LESSONS_MSG, RESOURCE_SET } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { unlockHints } from '../utils/lesson-status';
import type { ResourceSet } from '../utils/resource-links';
import { LessonPanel } from './lesson-panel';
import { useExpandedLessons } from './use-expanded-lessons';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<ArrowBack />} onClick={onClick}>
      {label}
    </Button>
  );
}

export function LessonsSkeleton({ label, cards = 0 }: { label: string; cards?: number }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={`card-${i}`} variant="rounded" height={88} />
      ))}
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}

/** A group whose lessons cannot be shown: an unreadable id, or a refusal the error dialog has explained. */
export function LessonsUnavailable({ back }: { back: ReactNode }) {
  return (
    <StatusScreen icon={<SearchOff />} title="No pudimos abrir las lecciones" actions={back}>
      Regresa a tu grupo e inténtalo de nuevo.
    </StatusScreen>
  );
}

/** A card that opens another screen (the quality exam, the certification lessons). */
export function LinkCard({ to, icon, title, children, tag }: { to: string; icon: ReactNode; title: string; children: ReactNode; tag?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              {tag}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {children}
            </Typography>
          </Box>
          <ChevronRight color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** The lessons of a group, each an expandable panel; open panels survive Back (use-expanded-lessons). */
export function LessonsList({ rows, groupId, set }: { rows: LessonRow[]; groupId: number; set: ResourceSet }) {
  const [expanded, setExpanded] = useExpandedLessons();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {set === RESOURCE_SET.certification ? LESSONS_MSG.resourceSetEmpty : LESSONS_MSG.lessonsEmpty}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {rows.map((row, index) => (
        <LessonPanel
          key={row.leccion}
          row={row}
          groupId={groupId}
          set={set}
          hints={unlockHints(rows, index)}
          expanded={expanded.has(row.leccion)}
          onExpandedChange={(open) => setExpanded(row.leccion, open)}
        />
      ))}
    </Stack>
  );
}
