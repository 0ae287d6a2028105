import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { CERTIFICATES_MSG, type SchoolId } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { useExci } from '../api/get-exci';

/** Spec 1 §9: the embedded result is 600 px high. */
const EXCI_FRAME_HEIGHT = 600;

interface ExciPanelProps {
  school: SchoolId;
  userId: number;
}

/** Perfil's EXCI section: the result page in a frame, or the "no result yet" message. */
export function ExciPanel({ school, userId }: ExciPanelProps) {
  const { data, isPending, isError } = useExci(school, userId);
  return (
    <SectionCard title="Resultado del EXCI" icon={<WorkspacePremium aria-hidden />}>
      {isPending ? (
        <Skeleton variant="rounded" height={EXCI_FRAME_HEIGHT} aria-label="Cargando resultado del EXCI" />
      ) : isError ? (
        <Alert severity="error">No pudimos cargar tu resultado del EXCI.</Alert>
      ) : data.RUTA_EXCI === null ? (
        <Alert severity="info" role="status">
          {CERTIFICATES_MSG.exciPending}
        </Alert>
      ) : (
        <Stack spacing={1}>
          <Box
            component="iframe"
            src={data.RUTA_EXCI}
            title="Resultado del examen EXCI"
            // The result site runs in its own sandbox: no navigating the app away.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
            referrerPolicy="no-referrer"
            sx={{ display: 'block', width: '100%', height: EXCI_FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
          <Link href={data.RUTA_EXCI} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start' }}>
            Abrir el resultado en otra pestaña
          </Link>
        </Stack>
      )}
    </SectionCard>
  );
}
