import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Skeleton from '@mui/material/Skeleton';
import School from '@mui/icons-material/School';
import { CERTIFICATES_MSG, type SchoolId } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { useToefl } from '../api/get-toefl';
import { toeflOutcome } from '../utils/certificate-format';

interface ToeflPanelProps {
  school: SchoolId;
  userId: number;
}

/** Perfil's TOEFL section (spec 1 §4): a message by the returned step. */
export function ToeflPanel({ school, userId }: ToeflPanelProps) {
  const { data, isPending, isError } = useToefl(school, userId);
  let content;
  if (isPending) {
    content = <Skeleton variant="rounded" height={72} aria-label="Cargando resultado del TOEFL" />;
  } else if (isError) {
    content = <Alert severity="error">No pudimos cargar tu resultado del TOEFL.</Alert>;
  } else {
    switch (toeflOutcome(data.paso)) {
      case 'passed':
        content = (
          <Alert severity="success" role="status" data-toefl="passed">
            {CERTIFICATES_MSG.toeflPassed}
          </Alert>
        );
        break;
      case 'failed':
        content = (
          <Alert severity="warning" role="status" data-toefl="failed">
            <AlertTitle>{CERTIFICATES_MSG.toeflFailed}</AlertTitle>
            {CERTIFICATES_MSG.toeflRetake}
          </Alert>
        );
        break;
      case 'pending':
        content = (
          <Alert severity="info" role="status" data-toefl="pending">
            {CERTIFICATES_MSG.toeflPending}
          </Alert>
        );
        break;
    }
  }
  return (
    <SectionCard title="Resultado del TOEFL" icon={<School aria-hidden />}>
      {content}
    </SectionCard>
  );
}
