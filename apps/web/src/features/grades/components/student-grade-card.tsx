import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ATTENDANCE_MSG, type TeacherGradeRow } from '@lms/contract';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { compactTableSx, ScrollBox } from './scroll-box';

/** Spec 3 §9: the total bar is red under 70 of 100, green otherwise. */
export const PASSING_TOTAL = 70;

const ATTENDANCE_CHIP: Record<number, { label: string; color: 'success' | 'error' | 'warning' | 'default' }> = {
  1: { label: ATTENDANCE_MSG.attendancePresent, color: 'success' },
  2: { label: ATTENDANCE_MSG.attendanceAbsent, color: 'error' },
  0: { label: ATTENDANCE_MSG.attendanceAbsent, color: 'error' },
  3: { label: ATTENDANCE_MSG.attendanceLate, color: 'warning' },
  4: { label: ATTENDANCE_MSG.attendanceNoParticipation, color: 'default' },
};

function PartCard({ label, points, limit }: { label: string; points: number; limit: number }) {
  return (
    <Box sx={{ flex: 1, minWidth: 96, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {points} de {limit}
      </Typography>
    </Box>
  );
}

/** One student of CalificacionGrupo: the total bar, and on opening the parts and the lessons. */
export function StudentGradeCard({ row }: { row: TeacherGradeRow }) {
  const [open, setOpen] = useState(false);
  const barId = useId();
  const passing = row.calificacion_total >= PASSING_TOTAL || row.aprobado_por_comentario === 1;
  return (
    <Accordion expanded={open} onChange={(_, next) => setOpen(next)} disableGutters variant="outlined" data-student={row.matricula}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
          <PersonAvatar name={row.alumno} avatar={row.avatar} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={barId} sx={{ fontWeight: 600 }}>
              {row.alumno}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, row.calificacion_total)}
              color={row.calificacion_total < PASSING_TOTAL ? 'error' : 'success'}
              aria-labelledby={barId}
              aria-valuetext={`${row.calificacion_total} de 100`}
              sx={{ height: 8, borderRadius: 4, my: 0.5 }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }} color={passing ? 'success.main' : 'error.main'}>
                {row.calificacion_total} de 100
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.estatus}
              </Typography>
              {row.aprobado_por_comentario === 1 && <Chip size="small" color="success" label="Aprobado por comentario" />}
            </Stack>
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <PartCard label="Asistencia" points={row.asistencias.pts_total_asistencia} limit={row.asistencias.limite} />
          <PartCard label="Ejercicios" points={row.ejercicios.pts_total_ejercicios} limit={row.ejercicios.limite} />
          {row.examenes && <PartCard label="Exámenes" points={row.examenes.pts_total_examenes} limit={row.examenes.limite} />}
        </Stack>
        {row.lecciones.length === 0 ? (
          <Typography color="text.secondary">Aún no hay clases impartidas.</Typography>
        ) : (
          <LessonsTable row={row} />
        )}
        {row.examenes && row.examenes.desgloce.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Exámenes: {row.examenes.desgloce.map((d) => `lección ${d.session} ${d.calificacion ?? d.valor_text}`).join(' · ')}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Per lesson taught: its date, the attendance mark and the exercises' grades. */
function LessonsTable({ row }: { row: TeacherGradeRow }) {
  return (
    <ScrollBox label={`Lecciones de ${row.alumno}`}>
      <Table size="small" sx={compactTableSx} aria-label={`Desglose por lección de ${row.alumno}`}>
        <TableHead>
          <TableRow>
            <TableCell>Lección</TableCell>
            <TableCell>Asistencia</TableCell>
            <TableCell>Ejercicios</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row.lecciones.map((l) => {
            const chip = l.valor_asistencia === null ? { label: ATTENDANCE_MSG.attendanceNotRecorded, color: 'default' as const } : ATTENDANCE_CHIP[l.valor_asistencia];
            return (
              <TableRow key={l.session}>
                <TableCell>
                  {l.session}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {l.fecha_formato}
                  </Typography>
                </TableCell>
                <TableCell>{chip && <Chip size="small" color={chip.color} label={chip.label} />}</TableCell>
                <TableCell>{l.ejercicios.length === 0 ? '—' : l.ejercicios.map((e) => (e.calificacion === null ? 'Faltante' : e.calificacion)).join(' · ')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
