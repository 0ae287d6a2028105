import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import Save from '@mui/icons-material/Save';
import { useSearchParams } from 'react-router';
import { ATTENDANCE_MSG, type AttendanceRow, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { showSuccess, showWarning } from '../../../lib/errors/feedback-store';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { useAttendanceList, useClassDates } from '../api/attendance-queries';
import { useQueuedSaves, useSaveAttendance } from '../api/save-attendance';
import { changedMarks, markUnmarkedPresent, shownValue, type Choice } from '../utils/marks';
import { pendingMarks } from '../utils/offline-queue';
import { AttendanceDayNotice } from './attendance-day-notice';
import { AttendanceHistoryDialog } from './attendance-history-dialog';
import { PaymentDateDialog } from './payment-date-dialog';
import { StudentAttendanceRow } from './student-attendance-row';

interface AttendanceScreenProps {
  school: SchoolId;
  groupId: number;
  /** The group's header (short name, course, hours, level badge), composed by the route module. */
  header: ReactNode;
  back: ReactNode;
}

const KEPT_OFFLINE = 'Sin conexión: la asistencia se guarda en este teléfono y se envía sola cuando vuelva la señal.';

/** ListaAsistencia (spec 3 §2 "Group attendance"), with marks that survive a bad signal (issue 10). */
export function AttendanceScreen({ school, groupId, header, back }: AttendanceScreenProps) {
  const online = useOnlineStatus();
  const { dates, allowed, asked, fecha, setFecha } = useChosenDate(school, groupId);
  const list = useAttendanceList(school, groupId, fecha);
  const queue = useQueuedSaves();
  const pending = useMemo(() => (fecha ? pendingMarks(school, groupId, fecha, queue) : new Map<number, Choice>()), [queue, school, groupId, fecha]);
  const [draft, setDraft] = useState<Map<number, Choice>>(new Map());
  const [paymentFor, setPaymentFor] = useState<AttendanceRow | null>(null);
  const [historyFor, setHistoryFor] = useState<AttendanceRow | null>(null);

  const rows = list.data ?? [];
  const changes = changedMarks(rows, draft, pending);
  const onMark = useCallback((id: number, value: Choice) => setDraft((d) => new Map(d).set(id, value)), []);
  const chooseDate = (next: string) => {
    if (changes.length > 0) showWarning('Guarda la asistencia de esta fecha antes de cambiar de fecha.');
    else setFecha(next);
  };

  const { saving, onSave } = useSendMarks(school, groupId, fecha, changes, () => setDraft(new Map()));

  // A failed re-read keeps what was shown (kept offline, decision 032): only a list never read fails.
  const loadFailed = (dates.isError && !dates.data) || (list.isError && !list.data);
  return (
    <Page title="Asistencia" actions={back}>
      <Stack spacing={2}>
        {header}
        {!dates.isPending && <AttendanceDayNotice school={school} groupId={groupId} asked={asked} fallback={allowed.length === 0 ? 'Este grupo no tiene clases que admitan asistencia hoy.' : null} />}
        {dates.isPending ? <Skeleton variant="rounded" height={56} /> : allowed.length === 0 ? null : <DateSelect allowed={allowed} fecha={fecha} onChoose={chooseDate} />}
        {!online && <Alert severity="warning">{KEPT_OFFLINE}</Alert>}
        {pending.size > 0 && online && <Alert severity="info">Enviando la asistencia guardada sin conexión…</Alert>}
        {loadFailed && <Alert severity="error">No pudimos cargar la asistencia. Revisa tu conexión y vuelve a abrir la lista.</Alert>}
        {fecha && !loadFailed && (
          <ClassList loading={list.isPending} rows={rows} draft={draft} pending={pending} changes={changes} onMark={onMark} onPaymentDate={setPaymentFor} onHistory={setHistoryFor} />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', position: 'sticky', bottom: 72, py: 1, bgcolor: 'background.default' }}>
          <Button startIcon={<DoneAll />} onClick={() => setDraft(markUnmarkedPresent(rows, draft, pending))} disabled={rows.length === 0 || loadFailed}>
            Todos presentes
          </Button>
          <Button variant="contained" startIcon={<Save />} onClick={() => void onSave()} loading={saving} disabled={loadFailed || !fecha || changes.length === 0}>
            Guardar
          </Button>
        </Stack>
      </Stack>
      <PaymentDateDialog
        school={school}
        target={paymentFor && paymentFor.id_asistencia !== null && fecha ? { id_asistencia: paymentFor.id_asistencia, alumno: paymentFor.alumno, fecha_pago: paymentFor.fecha_pago, fecha } : null}
        onClose={() => setPaymentFor(null)}
      />
      <AttendanceHistoryDialog
        school={school}
        target={historyFor && historyFor.id_asistencia !== null ? { id_asistencia: historyFor.id_asistencia, alumno: historyFor.alumno } : null}
        onClose={() => setHistoryFor(null)}
      />
    </Page>
  );
}

/** The class dates that take attendance and the one chosen: the URL keeps it (a reload shows it again); the default is the last allowed one (spec 3 §5). */
function useChosenDate(school: SchoolId, groupId: number) {
  const [params, setParams] = useSearchParams();
  const dates = useClassDates(school, groupId);
  const allowed = dates.data ?? [];
  const asked = params.get('fecha');
  const fecha = asked !== null && allowed.includes(asked) ? asked : (allowed.at(-1) ?? null);
  const setFecha = (next: string) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), fecha: next }), { replace: true });
  return { dates, allowed, asked, fecha, setFecha };
}

function DateSelect({ allowed, fecha, onChoose }: { allowed: readonly string[]; fecha: string | null; onChoose(fecha: string): void }) {
  return (
    <TextField select label="Fecha de clase" value={fecha ?? ''} onChange={(e) => onChoose(e.target.value)} fullWidth>
      {[...allowed].reverse().map((d) => (
        <MenuItem key={d} value={d}>
          {dayjs(d).format('dddd DD/MM/YYYY')}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ClassListProps {
  loading: boolean;
  rows: readonly AttendanceRow[];
  draft: ReadonlyMap<number, Choice>;
  pending: ReadonlyMap<number, Choice>;
  changes: ReturnType<typeof changedMarks>;
  onMark(id: number, value: Choice): void;
  onPaymentDate(row: AttendanceRow): void;
  onHistory(row: AttendanceRow): void;
}

/** The values' legend and a row per student with their mark (the one being edited, or kept offline). */
function ClassList({ loading, rows, draft, pending, changes, onMark, onPaymentDate, onHistory }: ClassListProps) {
  return (
  <Paper variant="outlined" sx={{ px: 2 }}>
    <Stack direction="row" spacing={2} sx={{ py: 1.5, alignItems: 'center', flexWrap: 'wrap' }} aria-label="Valores de asistencia" role="note">
      <Typography sx={{ fontWeight: 700 }}>Valor</Typography>
      <Typography>1 = {ATTENDANCE_MSG.attendancePresent}</Typography>
      <Typography>2 = {ATTENDANCE_MSG.attendanceAbsent}</Typography>
    </Stack>
    {loading ? (
      <Stack spacing={1} sx={{ pb: 2 }} aria-busy="true" aria-label="Cargando alumnos">
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} variant="rounded" height={72} />
        ))}
      </Stack>
    ) : rows.length === 0 ? (
      <Typography sx={{ pb: 2 }}>Este grupo no tiene alumnos inscritos.</Typography>
    ) : (
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Alumnos">
        {rows.map((row) => (
          <StudentAttendanceRow
            key={row.id_alumno}
            row={row}
            value={shownValue(row, draft, pending)}
            pending={pending.has(row.id_alumno)}
            edited={draft.has(row.id_alumno) && changes.some((c) => c.id_alumno === row.id_alumno)}
            onMark={onMark}
            onPaymentDate={onPaymentDate}
            onHistory={onHistory}
          />
        ))}
      </Box>
    )}
  </Paper>
  );
}

/** Guardar: sent now, or kept on the phone until the signal comes back (decision 032). */
function useSendMarks(school: SchoolId, groupId: number, fecha: string | null, changes: ReturnType<typeof changedMarks>, clearDraft: () => void) {
  const { save } = useSaveAttendance(school);
  const [saving, setSaving] = useState(false);
  const onSave = async () => {
    if (!fecha || changes.length === 0) return;
    setSaving(true);
    try {
      const outcome = await save(groupId, fecha, changes);
      clearDraft();
      if (outcome === 'sent') showSuccess(ATTENDANCE_MSG.attendanceSaved);
      else if (outcome === 'kept') showWarning(KEPT_OFFLINE);
    } finally {
      setSaving(false);
    }
  };
  return { saving, onSave };
}
