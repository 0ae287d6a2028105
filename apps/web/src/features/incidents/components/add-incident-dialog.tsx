import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INCIDENT_NOTE_MAX, INCIDENTS_MSG, rulesOfCourse, type SchoolId } from '@lms/contract';
import { useAddIncident } from '../api/add-incident';
import type { OnIncidentError } from '../api/incident-write-effects';
import { checkNewIncident, type NewIncidentDraft } from '../utils/incident-rules';

/** What the route module reads for the dialog from the groups and rules areas (features do not import each other). */
export interface Source<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
}
export interface StudentOption {
  id_alumno: number;
  alumno: string;
  matricula: string;
}
export interface RuleOption {
  id: number;
  regla: string;
  idcurso: number;
}

interface AddIncidentDialogProps {
  school: SchoolId;
  groupId: number;
  /** The group's course type, as the list answers it: the rules offered are that type's. */
  idcurso: number;
  students: Source<StudentOption>;
  rules: Source<RuleOption>;
  open: boolean;
  onClose: () => void;
  onError: OnIncidentError;
}

const EMPTY: NewIncidentDraft = { alumno: '', regla: '', notas: '' };
// Long names and rule texts wrap inside the menu and the field instead of being cut on a phone
// (an inline style on the field's display: Select's own nowrap would otherwise win).
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** 'Agregar' (spec 3 §2.7): a student of the class list, a rule of the group's course type and an optional note. */
export function AddIncidentDialog({ school, groupId, idcurso, students, rules, open, onClose, onError }: AddIncidentDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<NewIncidentDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof NewIncidentDraft, string>>>({});
  const add = useAddIncident(school, onError);
  const courseRules = rulesOfCourse(rules.data ?? [], idcurso);

  const close = () => {
    setDraft(EMPTY);
    setErrors({});
    onClose();
  };
  const change = (patch: Partial<NewIncidentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const submit = () => {
    const check = checkNewIncident(draft);
    if (!check.ok) return setErrors(check.errors);
    add.mutate({ id_grupo: groupId, ...check.value }, { onSuccess: close });
  };

  let fields;
  if (students.isPending || rules.isPending) {
    fields = <Skeleton variant="rounded" height={180} aria-label="Cargando alumnos y reglas" />;
  } else if (students.isError || rules.isError) {
    fields = <Alert severity="error">{INCIDENTS_MSG.incidentClassListFailed}</Alert>;
  } else {
    fields = <IncidentFields draft={draft} errors={errors} change={change} students={students.data ?? []} courseRules={courseRules} />;
  }

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Agregar incidencia</DialogTitle>
      <DialogContent>{fields}</DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={submit} loading={add.isPending} disabled={students.isPending || rules.isPending || students.isError || rules.isError}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface IncidentFieldsProps {
  draft: NewIncidentDraft;
  errors: Partial<Record<keyof NewIncidentDraft, string>>;
  change(patch: Partial<NewIncidentDraft>): void;
  students: NonNullable<AddIncidentDialogProps['students']['data']>;
  courseRules: ReadonlyArray<{ id: number; regla: string }>;
}

/** Alumno, Regla (of the group's course) and an optional note. */
function IncidentFields({ draft, errors, change, students, courseRules }: IncidentFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        select
        label="Alumno"
        required
        value={draft.alumno}
        onChange={(e) => change({ alumno: Number(e.target.value) })}
        error={Boolean(errors.alumno)}
        helperText={errors.alumno}
        slotProps={{ select: { SelectDisplayProps: { style: WRAP }, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360, maxWidth: 'calc(100vw - 32px)' } } } } } }}
      >
        {students.map((s) => (
          <MenuItem key={s.id_alumno} value={s.id_alumno} sx={WRAP}>
            {s.alumno} · {s.matricula}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Regla"
        required
        value={draft.regla}
        onChange={(e) => change({ regla: Number(e.target.value) })}
        error={Boolean(errors.regla) || courseRules.length === 0}
        helperText={courseRules.length === 0 ? INCIDENTS_MSG.incidentNoRules : errors.regla}
        slotProps={{ select: { SelectDisplayProps: { style: WRAP }, MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
      >
        {courseRules.map((r) => (
          <MenuItem key={r.id} value={r.id} sx={WRAP}>
            {r.regla}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Nota (opcional)"
        multiline
        minRows={3}
        value={draft.notas}
        onChange={(e) => change({ notas: e.target.value })}
        error={Boolean(errors.notas)}
        helperText={errors.notas ?? `${draft.notas.length}/${INCIDENT_NOTE_MAX}`}
        slotProps={{ htmlInput: { maxLength: INCIDENT_NOTE_MAX } }}
      />
    </Stack>
  );
}
