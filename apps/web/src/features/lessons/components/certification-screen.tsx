import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CERTIFICATION_LAST_MINIMUM, formatMessage, LESSONS_MSG, RESOURCE_SET, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { useStudentResources } from '../api/get-student-resources';
import { useOpenResources } from '../api/open-resources';
import { CertificationCodeCard } from './certification-code';
import { BackButton, LessonsList, LessonsSkeleton, LessonsUnavailable } from './lessons-list';

interface CertificationScreenProps {
  school: SchoolId;
  userId: number;
  /** The group of the `id` search parameter (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** usuario.acceso's answer; undefined while it is asked. */
  accessGranted: boolean | undefined;
  onBack: () => void;
}

/**
 * RecursosGrupoCerti (spec 2 §2, §4): the certification lessons, unlocked in
 * sequence by the server (abrir 0 with the reason in bloqueo), and the CODIGO
 * card once the last lesson has a grade.
 */
export function CertificationScreen({ school, userId, groupId, accessGranted, onBack }: CertificationScreenProps) {
  const request = groupId === null ? null : { id_alumno: userId, id_grupo: groupId, tipo: RESOURCE_SET.certification };
  const granted = accessGranted === true;
  const lessons = useStudentResources(school, request, granted);
  // Records the visit; the list itself is recursos.usuario's.
  useOpenResources(school, request, granted);
  const back = <BackButton label="Lecciones" onClick={onBack} />;

  // A failed refresh keeps what was read (offline Back from an exercise); only nothing at all is a failure.
  if (groupId === null || (lessons.isError && !lessons.data)) return <LessonsUnavailable back={back} />;

  const rows = lessons.data;
  const last = rows?.at(-1);
  return (
    <Page title="Certificación" actions={back}>
      <Stack spacing={2}>
        {last && last.calificacion !== null && <CertificationCodeCard school={school} userId={userId} groupId={groupId} lastGrade={last.calificacion} />}
        {rows && rows.length > 0 && last?.calificacion === null && (
          <Alert severity="info">{formatMessage(LESSONS_MSG.certificationIntro, { minimo: CERTIFICATION_LAST_MINIMUM })}</Alert>
        )}
        {rows ? (
          <LessonsList rows={rows} groupId={groupId} set={RESOURCE_SET.certification} />
        ) : (
          <LessonsSkeleton label="Cargando lecciones de certificación" />
        )}
      </Stack>
    </Page>
  );
}
