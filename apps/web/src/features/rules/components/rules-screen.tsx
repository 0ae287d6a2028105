import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Gavel from '@mui/icons-material/Gavel';
import HowToReg from '@mui/icons-material/HowToReg';
import { dayjs } from '../../../lib/time/dayjs-locale';
import type { SchoolId, SessionUser } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { SectionCard } from '../../../components/ui/section-card';
import { useRules } from '../api/get-rules';
import { useSignatureStatus } from '../api/get-signature-status';
import { useStudentCourseTypes } from '../api/get-student-course-types';
import { rulesByCourse, rulesForStudent } from '../utils/student-rules';
import { SignatureForm } from './signature-form';

function RulesList({ school, user, staff }: { school: SchoolId; user: Pick<SessionUser, 'id' | 'iderp'>; staff: boolean }) {
  const rules = useRules(school);
  const types = useStudentCourseTypes(school, user.id, user.iderp);
  // Without an ERP id there is no course type to ask: every rule is shown.
  const typesReady = user.iderp === null || types.data !== undefined;
  if (rules.isError || types.isError) return <Alert severity="error">No pudimos cargar el reglamento.</Alert>;
  if (!rules.data || !typesReady) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Cargando reglamento">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} variant="text" height={28} />
        ))}
      </Stack>
    );
  }
  // Staff read every course's rules, grouped by course; a student, those of their course types.
  const groups = staff ? rulesByCourse(rules.data) : rulesForStudent(rules.data, types.data ?? []);
  if (groups.length === 0) return <Typography color="text.secondary">Tu curso aún no tiene reglamento publicado.</Typography>;
  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <Box key={group.curso ?? 'todas'}>
          {group.curso && (
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {group.curso}
            </Typography>
          )}
          <Box component="ol" aria-label={group.curso ? `Reglas de ${group.curso}` : 'Reglas'} sx={{ m: 0, pl: 3, '& li': { py: 0.75 } }}>
            {group.reglas.map((rule) => (
              <li key={rule.id}>
                <Typography>{rule.regla}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Signature({ school, userId }: { school: SchoolId; userId: number }) {
  const status = useSignatureStatus(school, userId);
  if (status.isError) return <Alert severity="error">No pudimos saber si ya firmaste el reglamento.</Alert>;
  if (!status.data) return <Skeleton variant="rounded" height={200} aria-label="Cargando firma" />;
  if (!status.data.firmado) return <SignatureForm school={school} userId={userId} />;
  const { fecha, nombre_tutor } = status.data;
  return (
    <Alert severity="success" role="status" data-testid="rules-signed">
      <AlertTitle>Ya firmaste el reglamento</AlertTitle>
      {fecha && <Typography variant="body2">Fecha de firma: {dayjs(fecha).format('D [de] MMMM [de] YYYY, H:mm')}</Typography>}
      {nombre_tutor && <Typography variant="body2">Tutor: {nombre_tutor}</Typography>}
    </Alert>
  );
}

interface RulesScreenProps {
  school: SchoolId;
  user: Pick<SessionUser, 'id' | 'iderp' | 'roll'>;
  onBack: () => void;
}

/**
 * Reglamento (/reglamento, spec 1 §2): the rules of the student's course
 * types, and the signature pad with an optional guardian name while the
 * student has not signed. Other roles read every rule.
 */
export function RulesScreen({ school, user, onBack }: RulesScreenProps) {
  const student = user.roll === 'ALUMNO';
  return (
    <Page
      title="Reglamento"
      actions={
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Perfil
        </Button>
      }
    >
      <Stack spacing={2}>
        <SectionCard title="Reglas de la escuela" icon={<Gavel aria-hidden />}>
          <RulesList school={school} user={student ? user : { id: user.id, iderp: null }} staff={!student} />
        </SectionCard>
        {student && (
          <SectionCard title="Firma" icon={<HowToReg aria-hidden />}>
            <Signature school={school} userId={user.id} />
          </SectionCard>
        )}
      </Stack>
    </Page>
  );
}
