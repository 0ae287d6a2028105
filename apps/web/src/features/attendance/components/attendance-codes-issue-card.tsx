import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Key from '@mui/icons-material/Key';
import type { SchoolId, TeacherCodeOfToday } from '@lms/contract';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { useAttendanceCodesToday, useIssueAttendanceCode } from '../api/attendance-codes';

interface AttendanceCodesIssueCardProps {
  school: SchoolId;
  /** The signed-in coordinator or administrator. */
  userId: number;
  groupId: number;
}

/**
 * The coordination's side of 'Validar Asistencia' (decision 026): today's
 * code of each teacher of the group, and 'Generar código'. Shown only to
 * whoever may issue them (the coordination of the group's branch, the
 * administration): for anyone else the server says so and nothing shows.
 */
export function AttendanceCodesIssueCard({ school, userId, groupId }: AttendanceCodesIssueCardProps) {
  const titleId = useId();
  const codes = useAttendanceCodesToday(school, groupId);
  const issue = useIssueAttendanceCode(school);
  if (!codes.data?.puede_generar) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Key color="primary" aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Códigos de asistencia de hoy
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Da a cada teacher su código del {dayjs(codes.data.fecha).format('DD/MM/YYYY')} para que valide su asistencia en «Validar Asistencia».
        </Typography>
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {codes.data.teachers.map((t) => (
            <TeacherCode
              key={t.id_usuario}
              code={t}
              own={t.id_usuario === userId}
              issuing={issue.isPending && issue.variables.id_usuario === t.id_usuario}
              onIssue={() => issue.mutate({ id_grupo: groupId, id_usuario: t.id_usuario })}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function TeacherCode({ code, own, issuing, onIssue }: { code: TeacherCodeOfToday; own: boolean; issuing: boolean; onIssue: () => void }) {
  const exhausted = code.codigo !== null && code.validado === null && code.intentos_restantes === 0;
  return (
    <Stack component="li" spacing={1} aria-label={`Código de ${code.nombre}`} sx={{ '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{code.nombre}</Typography>
        <Chip size="small" variant="outlined" label={`Teacher ${code.turno}`} />
      </Stack>
      {code.validado !== null ? (
        <Chip color="success" label={`Asistencia validada a las ${dayjs(code.validado).format('HH:mm')}`} sx={{ alignSelf: 'flex-start' }} />
      ) : own ? (
        <Typography color="text.secondary">Tu código lo genera otra persona de la coordinación.</Typography>
      ) : code.codigo !== null && !exhausted ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, letterSpacing: 4 }} aria-label={`Código ${code.codigo.split('').join(' ')}`}>
            {code.codigo}
          </Typography>
          <Typography color="text.secondary">
            {code.intentos_restantes === 1 ? 'Queda 1 intento' : `Quedan ${code.intentos_restantes ?? 0} intentos`}
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {exhausted && <Typography color="error">Se agotaron los intentos del código {code.codigo}.</Typography>}
          <Button variant="contained" size="small" loading={issuing} onClick={onIssue}>
            {exhausted ? 'Generar código nuevo' : 'Generar código'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
