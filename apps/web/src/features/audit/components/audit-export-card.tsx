import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { addDays, AUDIT_MSG, type SchoolId } from '@lms/contract';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { useExportAudit } from '../api/export-audit';

/** Today on this device, YYYY-MM-DD (the school's users are in its time zone). */
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * Staff export the audit trail (issue 10): every change to attendance,
 * incidents and comments of a period, as a spreadsheet. The last 31 days by
 * default; the server checks the period again.
 */
export function AuditExportCard({ school }: { school: SchoolId }) {
  const titleId = useId();
  const [hasta, setHasta] = useState(today);
  const [desde, setDesde] = useState(() => addDays(today(), -30));
  const exporter = useExportAudit(school);
  const backwards = desde !== '' && hasta !== '' && desde > hasta;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards && desde && hasta) exporter.mutate({ desde, hasta });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Auditoría de cambios
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Cada cambio a asistencias, incidencias y comentarios: quién, cuándo, antes y después.
        </Typography>
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          <Stack direction="row" spacing={1}>
            <TextField type="date" label="Desde" value={desde} onChange={(e) => setDesde(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField
              type="date"
              label="Hasta"
              value={hasta}
              onChange={(e) => setHasta(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={backwards}
              fullWidth
            />
          </Stack>
          {backwards && <Typography color="error">{AUDIT_MSG.auditPeriodOrder}</Typography>}
          <Button type="submit" variant="outlined" startIcon={<FileDownload />} loading={exporter.isPending} disabled={backwards || !desde || !hasta} sx={{ alignSelf: 'flex-start' }}>
            Exportar
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
