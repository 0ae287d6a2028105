import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Description from '@mui/icons-material/Description';
import History from '@mui/icons-material/History';
import NoteAdd from '@mui/icons-material/NoteAdd';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { MSG, type SchoolId, type SessionUser } from '@lms/contract';
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
            {MSG.certificateExists}
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

function IssuedCard({ school, iderp }: { school: SchoolId; iderp: number }) {
  const list = useCertificates(school, iderp);
  const open = useOpenCertificate(school);

  let content;
  if (list.isPending) {
    content = <Skeleton variant="rounded" height={72} aria-label="Cargando constancias" />;
  } else if (list.isError) {
    content = <Alert severity="error">No pudimos cargar tus constancias.</Alert>;
  } else if (list.data.length === 0) {
    content = <Typography color="text.secondary">Aún no has solicitado constancias.</Typography>;
  } else {
    content = (
      <List disablePadding aria-label="Constancias emitidas">
        {list.data.map((item) => (
          <ListItem key={item.archivo} disableGutters divider sx={{ gap: 1, alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.ciclo}</Typography>
              <Typography variant="body2" color="text.secondary">
                Emitida el {formatLongDate(item.fecha_alta)}
              </Typography>
            </Box>
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
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <SectionCard title="Constancias emitidas" icon={<History aria-hidden />}>
      {content}
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
