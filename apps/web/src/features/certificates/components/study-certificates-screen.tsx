import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Description from '@mui/icons-material/Description';
import History from '@mui/icons-material/History';
import NoteAdd from '@mui/icons-material/NoteAdd';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { type CallResponse, CERTIFICATES_MSG, certificatesListCall, certificatesListSort, type SchoolId, type SessionUser } from '@lms/contract';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { useListView } from '../../../lib/lists/use-list-view';
import { Page } from '../../../components/layouts/page';
import { DetailRow } from '../../../components/ui/detail-row';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusScreen } from '../../../components/ui/status-screen';
import { errorMessageOf } from '../../../lib/errors/error-message';
import { useCreateCertificate } from '../api/create-certificate';
import { useOpenCertificate } from '../api/download-certificate';
import { useCertificateInfo } from '../api/get-certificate-info';
import { useCertificates } from '../api/get-certificates';
import { formatLongDate } from '../utils/certificate-format';

interface StudyCertificatesScreenProps {
  school: SchoolId;
  user: Pick<SessionUser, 'id' | 'iderp'>;
  onBack: () => void;
}

function CurrentCycleCard({ school, userId, iderp }: { school: SchoolId; userId: number; iderp: number }) {
  const info = useCertificateInfo(school, iderp);
  const create = useCreateCertificate(school);
  const open = useOpenCertificate(school);

  const request = () => {
    const ciclo = info.data?.ciclo ?? '';
    // The new PDF opens as soon as the server has generated it.
    create.mutate({ id_usuario: userId }, { onSuccess: ({ archivo }) => open.mutate({ archivo, ciclo }) });
  };

  let content;
  if (info.isPending) {
    content = <Skeleton variant="rounded" height={240} aria-label="Cargando ciclo actual" />;
  } else if (info.isError) {
    content = <Alert severity="warning">{errorMessageOf(info.error)}</Alert>;
  } else {
    const { data } = info;
    content = (
      <Stack spacing={2}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="Ciclo" value={data.ciclo} stacked />
          <DetailRow label="Plantel" value={data.plantel} stacked />
          <DetailRow label="Dirección" value={data.direccion} stacked />
          <DetailRow label="Inicio de clases" value={formatLongDate(data.fecha_inicio_ciclo)} stacked />
          <DetailRow label="Programa" value={`${data.programa} · ${data.niveles} niveles`} stacked />
        </Box>
        {data.ya_solicitada && (
          <Alert severity="info" role="status">
            {CERTIFICATES_MSG.certificateExists}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<NoteAdd />}
          disabled={data.ya_solicitada}
          loading={create.isPending || open.isPending}
          loadingPosition="start"
          onClick={request}
        >
          Solicitar constancia
        </Button>
      </Stack>
    );
  }
  return (
    <SectionCard title="Ciclo actual" icon={<Description aria-hidden />}>
      {content}
    </SectionCard>
  );
}

type Certificate = CallResponse<typeof certificatesListCall>['items'][number];
type CertificateSort = (typeof certificatesListSort.keys)[number];

function IssuedCard({ school, iderp }: { school: SchoolId; iderp: number }) {
  const list = useListView(certificatesListSort.keys, certificatesListSort.defaultSort);
  const result = useCertificates(school, iderp, list.query);
  const open = useOpenCertificate(school);

  const columns: ReadonlyArray<Column<Certificate, CertificateSort>> = [
    { id: 'ciclo', label: 'Ciclo', sortKey: 'ciclo', render: (item) => <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{item.ciclo}</Typography> },
    { id: 'emitida', label: 'Emitida', sortKey: 'fecha_alta', render: (item) => formatLongDate(item.fecha_alta) },
    {
      id: 'archivo',
      label: 'PDF',
      align: 'right',
      render: (item) => (
        <Button
          variant="outlined"
          size="small"
          startIcon={<PictureAsPdf />}
          loading={open.isPending && open.variables.archivo === item.archivo}
          loadingPosition="start"
          onClick={() => open.mutate({ archivo: item.archivo, ciclo: item.ciclo })}
          aria-label={`Abrir constancia del ${item.ciclo}`}
        >
          Abrir
        </Button>
      ),
    },
  ];
  return (
    <SectionCard title="Constancias emitidas" icon={<History aria-hidden />}>
      <DataTable
        label="Constancias emitidas"
        columns={columns}
        list={list}
        result={result}
        rowKey={(item) => item.archivo}
        emptyText="Aún no has solicitado constancias."
        searchLabel="Buscar ciclo"
      />
    </SectionCard>
  );
}

/**
 * Mis constancias (/misconstancias): the current cycle's data with the
 * request button (one per cycle, spec 1 §4), the issued certificates, and a
 * back button to Perfil (spec 1 §2).
 */
export function StudyCertificatesScreen({ school, user, onBack }: StudyCertificatesScreenProps) {
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Perfil
    </Button>
  );
  if (user.iderp === null) {
    return (
      <StatusScreen icon={<Description />} title="Tus constancias no están disponibles" actions={back}>
        Tu cuenta aún no está ligada a tu expediente escolar. Comunícate con tu sucursal.
      </StatusScreen>
    );
  }
  return (
    <Page title="Mis constancias" actions={back}>
      <Stack spacing={2}>
        <CurrentCycleCard school={school} userId={user.id} iderp={user.iderp} />
        <IssuedCard school={school} iderp={user.iderp} />
      </Stack>
    </Page>
  );
}
