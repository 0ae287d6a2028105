import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Reply from '@mui/icons-material/Reply';
import type { incidentsListSort, TeacherIncident } from '@lms/contract';
import type { Column } from '../../../components/lists/data-table';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { IncidentStatusChip } from './incident-status-chip';

export type IncidentSort = (typeof incidentsListSort.keys)[number];
type IncidentColumn = Column<TeacherIncident, IncidentSort>;

interface ColumnOptions {
  /** The group's teacher: replies and deletes. An administrator reads the messages only. */
  canEdit: boolean;
  onReply: (incident: TeacherIncident) => void;
  onDelete: (incident: TeacherIncident) => void;
}

const dateOf = (incident: TeacherIncident) => dayjs(incident.fecha).format('DD/MM/YYYY');
const replyLabel = (canEdit: boolean) => (canEdit ? 'Responder' : 'Mensajes');

function Notes({ incident }: { incident: TeacherIncident }) {
  return incident.notas ? (
    <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
      {incident.notas}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Sin nota
    </Typography>
  );
}

function DeleteButton({ incident, onDelete }: { incident: TeacherIncident; onDelete: ColumnOptions['onDelete'] }) {
  return (
    <IconButton color="error" aria-label={`Eliminar incidencia ${incident.idincidencias}`} onClick={() => onDelete(incident)}>
      <DeleteOutline />
    </IconButton>
  );
}

/**
 * Spec 3 §2.7's table: ID, student, rule, notes, status, a reply button and a
 * delete icon. A rejected incident's reply button stands out: it waits for the teacher.
 */
export function incidentColumns({ canEdit, onReply, onDelete }: ColumnOptions): IncidentColumn[] {
  const columns: IncidentColumn[] = [
    {
      id: 'id',
      label: 'ID',
      sortKey: 'idincidencias',
      render: (incident) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {incident.idincidencias}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dateOf(incident)}
          </Typography>
        </>
      ),
    },
    { id: 'alumno', label: 'Alumno', sortKey: 'nombre_completo', render: (incident) => incident.nombre_completo },
    { id: 'regla', label: 'Regla', sortKey: 'regla', render: (incident) => incident.regla },
    { id: 'notas', label: 'Notas', render: (incident) => <Notes incident={incident} /> },
    { id: 'estatus', label: 'Estatus', sortKey: 'estatus', render: (incident) => <IncidentStatusChip estatus={incident.estatus} /> },
    {
      id: 'responder',
      label: replyLabel(canEdit),
      align: 'center',
      render: (incident) => (
        <Button
          size="small"
          variant={canEdit && incident.estatus === 2 ? 'contained' : 'outlined'}
          startIcon={<Reply />}
          aria-label={`${replyLabel(canEdit)} incidencia ${incident.idincidencias}`}
          onClick={() => onReply(incident)}
        >
          {replyLabel(canEdit)}
        </Button>
      ),
    },
  ];
  if (canEdit) columns.push({ id: 'eliminar', label: 'Eliminar', align: 'center', render: (incident) => <DeleteButton incident={incident} onDelete={onDelete} /> });
  return columns;
}

/**
 * The same on a phone, in two columns that fit 360 px without scrolling
 * sideways: the incident (student, ID and date, rule, note, status) and its
 * two actions.
 */
export function compactIncidentColumns({ canEdit, onReply, onDelete }: ColumnOptions): IncidentColumn[] {
  return [
    {
      id: 'incidencia',
      label: 'Incidencia',
      sortKey: 'fecha',
      render: (incident) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {incident.nombre_completo}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            ID {incident.idincidencias} · {dateOf(incident)}
          </Typography>
          <Typography variant="body2">{incident.regla}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
            Nota: {incident.notas ?? 'sin nota'}
          </Typography>
          <IncidentStatusChip estatus={incident.estatus} />
        </Stack>
      ),
    },
    {
      id: 'acciones',
      label: 'Acciones',
      align: 'center',
      render: (incident) => (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            color={canEdit && incident.estatus === 2 ? 'primary' : 'default'}
            aria-label={`${replyLabel(canEdit)} incidencia ${incident.idincidencias}`}
            onClick={() => onReply(incident)}
            sx={canEdit && incident.estatus === 2 ? { bgcolor: 'action.selected' } : undefined}
          >
            <Reply />
          </IconButton>
          {canEdit && <DeleteButton incident={incident} onDelete={onDelete} />}
        </Stack>
      ),
    },
  ];
}
