import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Send from '@mui/icons-material/Send';
import { INCIDENT_NOTE_MAX, type SchoolId, type StudentIncident } from '@lms/contract';
import { DetailRow } from '../../../components/ui/detail-row';
import { dayjs } from '../../../lib/time/dayjs-locale';
import type { OnIncidentError } from '../api/incident-write-effects';
import { useRejectIncident } from '../api/reject-incident';
import { studentIncidentView, textError } from '../utils/incident-rules';
import { IncidentStatusChip } from './incident-status-chip';
import { IncidentThread } from './incident-thread';

interface StudentIncidentCardProps {
  school: SchoolId;
  userId: number;
  incident: StudentIncident;
  /** Asks before accepting (the screen's confirmation dialog). */
  onAccept: (incident: StudentIncident) => void;
  onError: OnIncidentError;
}

/**
 * One of the student's incidents (spec 3 §2, §4): group, rule, the teacher's
 * note, status, date and the thread; at Pendiente or Rechazado, Aceptar and a
 * message box to reject with a reason (or write again while rejected).
 */
export function StudentIncidentCard({ school, userId, incident, onAccept, onError }: StudentIncidentCardProps) {
  const titleId = useId();
  const view = studentIncidentView(incident.estatus);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {incident.grupo}{' '}
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {dayjs(incident.fecha).format('DD/MM/YYYY')}
            </Box>
          </Typography>
          <IncidentStatusChip estatus={incident.estatus} />
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
          <DetailRow label="Regla" value={incident.regla} stacked />
          <DetailRow label="Nota del teacher" value={incident.notas ?? 'Sin nota'} stacked />
        </Box>
        {incident.mensajes.length > 0 && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <IncidentThread messages={incident.mensajes} reader="alumno" label="Mensajes" />
          </>
        )}
        {(view.canWrite || view.canAccept) && <StudentAnswer school={school} userId={userId} incident={incident} view={view} onAccept={onAccept} onError={onError} />}
      </CardContent>
    </Card>
  );
}

/** The student's message rejecting the incident, or accepting it. */
function StudentAnswer({ school, userId, incident, view, onAccept, onError }: StudentIncidentCardProps & { view: ReturnType<typeof studentIncidentView> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectIncident(school, onError);

  const send = () => {
    const problem = textError(text);
    if (problem) return setError(problem);
    reject.mutate(
      { idincidencias: incident.idincidencias, nota: text, id: userId, estatus: 2, version: incident.version },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {view.canWrite && (
        <TextField
          label="Tu mensaje"
          multiline
          minRows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? view.hint}
          slotProps={{ htmlInput: { maxLength: INCIDENT_NOTE_MAX } }}
        />
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        {view.canWrite && (
          <Button variant="outlined" color="error" startIcon={<Send />} onClick={send} loading={reject.isPending}>
            {view.writeLabel}
          </Button>
        )}
        {view.canAccept && (
          <Button variant="contained" color="success" startIcon={<CheckCircleOutline />} onClick={() => onAccept(incident)} disabled={reject.isPending}>
            Aceptar
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
