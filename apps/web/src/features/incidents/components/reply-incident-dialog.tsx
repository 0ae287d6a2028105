import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { INCIDENT_NOTE_MAX, INCIDENTS_MSG, MSG, type SchoolId, type TeacherIncident } from '@lms/contract';
import { DetailRow } from '../../../components/ui/detail-row';
import { useRejectionMessages } from '../api/get-rejection-messages';
import type { OnIncidentError } from '../api/incident-write-effects';
import { useReplyIncident } from '../api/reply-incident';
import { replyState, textError } from '../utils/incident-rules';
import { IncidentStatusChip } from './incident-status-chip';
import { IncidentThread } from './incident-thread';

interface ReplyIncidentDialogProps {
  school: SchoolId;
  /** The incident as the table shows it now (the table is read again when the dialog opens); null: closed. */
  incident: TeacherIncident | null;
  canEdit: boolean;
  onClose: () => void;
  onError: OnIncidentError;
}

/**
 * The reply dialog (spec 3 §2.7, §4): the incident, its rejection history,
 * and a reply box writable only while the incident is Rechazado; a reply
 * answers the student's last note and returns the incident to Pendiente.
 */
export function ReplyIncidentDialog({ school, incident, canEdit, onClose, onError }: ReplyIncidentDialogProps) {
  const titleId = useId();
  const [shown, setShown] = useState(incident);
  if (incident !== null && incident !== shown) setShown(incident);
  const messages = useRejectionMessages(school, incident?.idincidencias ?? null);
  const state = shown ? replyState(shown.estatus, messages.data, canEdit) : null;
  const { text, setText, error, setError, reply, close, send } = useReply(school, shown, state, onClose, onError);


  return (
    <Dialog open={incident !== null} onClose={reply.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Incidencia {shown?.idincidencias}</DialogTitle>
      {/* Focusable: an administrator's dialog has no field, and a long history still scrolls by keyboard. */}
      <DialogContent dividers tabIndex={0}>
        {shown && (
          <Stack spacing={2}>
            <IncidentSummary incident={shown} />
            <Box component="section" aria-labelledby={`${titleId}-historial`}>
              <Typography id={`${titleId}-historial`} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                Historial de rechazos
              </Typography>
              <RejectionHistory messages={messages} />
            </Box>
            {canEdit && (
              <TextField
                label="Tu respuesta"
                multiline
                minRows={3}
                value={text}
                disabled={!state?.writable}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
                error={error !== null}
                helperText={error ?? state?.hint ?? `${text.length}/${INCIDENT_NOTE_MAX}`}
                slotProps={{ htmlInput: { maxLength: INCIDENT_NOTE_MAX } }}
              />
            )}
            {!canEdit && <Alert severity="info">{INCIDENTS_MSG.incidentsReadOnly}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={reply.isPending}>
          Cerrar
        </Button>
        {canEdit && (
          <Button variant="contained" startIcon={<Send />} onClick={send} loading={reply.isPending} disabled={!state?.writable}>
            Enviar respuesta
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The incident's status, student, rule and note. */
function IncidentSummary({ incident }: { incident: NonNullable<ReplyIncidentDialogProps['incident']> }) {
  return (
    <Box>
      <IncidentStatusChip estatus={incident.estatus} />
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <DetailRow label="Alumno" value={incident.nombre_completo} stacked />
        <DetailRow label="Regla" value={incident.regla} stacked />
        <DetailRow label="Nota" value={incident.notas ?? 'Sin nota'} stacked />
      </Box>
    </Box>
  );
}

/** The student's rejections and the replies to them. */
function RejectionHistory({ messages }: { messages: ReturnType<typeof useRejectionMessages> }) {
  if (messages.isPending) return <Skeleton variant="rounded" height={72} aria-label="Cargando mensajes" />;
  if (messages.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
            {MSG.listRetry}
          </Button>
        }
      >
        {INCIDENTS_MSG.incidentMessagesFailed}
      </Alert>
    );
  if (messages.data.length === 0) return <Typography color="text.secondary">{INCIDENTS_MSG.incidentNoMessages}</Typography>;
  return <IncidentThread messages={messages.data} reader="teacher" label="Historial de rechazos" />;
}

/** The teacher's reply: its text, closing (which clears it) and sending it to the last rejection. */
function useReply(
  school: ReplyIncidentDialogProps['school'],
  shown: ReplyIncidentDialogProps['incident'],
  state: ReturnType<typeof replyState> | null,
  onClose: () => void,
  onError: ReplyIncidentDialogProps['onError'],
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyIncident(school, onError);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const send = () => {
    if (!shown || !state?.writable || state.messageId === null) return;
    const problem = textError(text);
    if (problem) return setError(problem);
    reply.mutate(
      { nota_respuesta: text, idincidencias: shown.idincidencias, id: state.messageId, estatus: 0, version: shown.version },
      { onSuccess: close },
    );
  };
  return { text, setText, error, setError, reply, close, send };
}
