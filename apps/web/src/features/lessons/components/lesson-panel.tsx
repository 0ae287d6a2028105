import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { formatMessage, type LessonRow, LESSONS_MSG } from '@lms/contract';
import { formatGrade } from '../utils/lesson-date';
import { attendanceKind, lessonStatus } from '../utils/lesson-status';
import { resourceButtons, type ResourceSet } from '../utils/resource-links';
import { AttendanceIcon, LessonStatusIcon, ResourceIcon } from './lesson-icons';

interface LessonPanelProps {
  row: LessonRow;
  groupId: number;
  set: ResourceSet;
  /** Which lesson and grade unlock a locked lesson. */
  hints: string[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** Read by screen readers, not shown: the grade in the summary is a bare number on screen. */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the lesson holds, also said for a lesson that is not open yet. */
function contentsOf(row: LessonRow): string {
  const parts = [
    row.ejercicios > 0 && plural(row.ejercicios, 'ejercicio', 'ejercicios'),
    row.examenes > 0 && plural(row.examenes, 'examen', 'exámenes'),
    row.pdfs > 0 && plural(row.pdfs, 'PDF', 'PDF'),
    row.videos > 0 && plural(row.videos, 'video', 'videos'),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(' · ') : 'Sin recursos';
}

function GradeLine({ label, value }: { label: string; value: number | null }) {
  return (
    <Typography variant="body2">
      {label}: <strong>{value === null ? 'Sin calificación' : formatGrade(value)}</strong>
    </Typography>
  );
}

/** One lesson of a lessons list (spec 2 §2): status, attendance and, expanded, its grades and resource buttons. */
export function LessonPanel({ row, groupId, set, hints, expanded, onExpandedChange }: LessonPanelProps) {
  const buttons = resourceButtons(row, groupId, set);
  // Why some of its evaluations are not offered now (the exam's two tries, a finished cycle): the server says it.
  const shownHints = [...hints, ...row.avisos];
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onExpandedChange(open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      data-lesson={row.leccion}
    >
      <AccordionSummary expandIcon={<ExpandMore aria-hidden />}>
        <LessonSummary row={row} />
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          {shownHints.length > 0 && (
            <Alert severity="info" variant="outlined">
              {shownHints.map((hint) => (
                <Box key={hint}>{hint}</Box>
              ))}
            </Alert>
          )}
          <Box>
            <GradeLine label="Calificación" value={row.calificacion} />
            {row.examen !== null && <GradeLine label="Examen" value={row.examen} />}
            {row.exaRec !== null && <GradeLine label="Examen rec." value={row.exaRec} />}
            {row.abrir === 1 && row.ejercicios > 0 && (
              <Typography variant="body2">{formatMessage(LESSONS_MSG.exercisesDoneOf, { n: row.ejercicios_realizados, total: row.ejercicios })}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              Contenido: {contentsOf(row)}
            </Typography>
          </Box>
          {buttons.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {buttons.map((button) => (
                <Button key={button.key} component={RouterLink} to={button.to} variant="outlined" startIcon={<ResourceIcon tipo={button.tipo} />}>
                  {button.label}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The closed panel's line: status icon, lesson, status, attendance and grade. */
function LessonSummary({ row }: { row: LessonPanelProps['row'] }) {
  const status = lessonStatus(row);
  const attendance = attendanceKind(row.asistencia);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', width: '100%', pr: 1 }}>
      <Box sx={{ pt: 0.25, display: 'flex' }}>
        <LessonStatusIcon kind={status.kind} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          Lección {row.leccion}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', ...(status.kind === 'missing' ? { color: 'text.primary', fontWeight: 600 } : { color: 'text.secondary' }) }}>
          {status.text}
        </Typography>
        <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
          <AttendanceIcon kind={attendance} />
          <Typography component="span" variant="body2">
            {row.valor_text}
          </Typography>
        </Stack>
      </Box>
      {row.calificacion !== null && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', pt: 0.25 }}>
          <Box component="span" sx={SCREEN_READER_ONLY}>
            Calificación{' '}
          </Box>
          {formatGrade(row.calificacion)}
        </Typography>
      )}
    </Stack>
  );
}
