import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SchoolId, SessionUser } from '@lms/contract';
import { useMunicipalities } from '../api/get-municipalities';
import { useStudentFiscalData } from '../api/get-student-fiscal-data';
import { useTaxRegimes } from '../api/get-tax-regimes';
import { FiscalDataForm } from './fiscal-data-form';

interface FiscalDataPanelProps {
  school: SchoolId;
  user: Pick<SessionUser, 'id' | 'iderp'>;
}

/** Perfil's Datos Fiscales section: the student's record (or the empty form) with its catalogues. */
export function FiscalDataPanel({ school, user }: FiscalDataPanelProps) {
  const records = useStudentFiscalData(school, user.iderp);
  const regimes = useTaxRegimes(school);
  const municipalities = useMunicipalities(school);

  // The records are kept by ERP id: an account without one has none yet.
  if (user.iderp === null) {
    return <Alert severity="info">Tu cuenta aún no está ligada a tu expediente escolar. Comunícate con tu sucursal para registrar tus datos fiscales.</Alert>;
  }
  if (records.isError || regimes.isError || municipalities.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void records.refetch();
              void regimes.refetch();
              void municipalities.refetch();
            }}
          >
            Reintentar
          </Button>
        }
      >
        No pudimos cargar tus datos fiscales.
      </Alert>
    );
  }
  if (!records.data || !regimes.data || !municipalities.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando datos fiscales">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  const record = records.data[0] ?? null;
  return (
    <FiscalDataForm
      // A new, deleted or newer record (saved here or on another device) starts a fresh form.
      key={record ? `${record.iddatosfiscales}-${record.version}` : 'nuevo'}
      school={school}
      studentId={user.id}
      iderp={user.iderp}
      record={record}
      regimes={regimes.data}
      municipalities={municipalities.data}
    />
  );
}
