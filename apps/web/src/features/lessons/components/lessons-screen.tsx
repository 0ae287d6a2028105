import Stack from '@mui/material/Stack';
import FactCheck from '@mui/icons-material/FactCheck';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { EXERCISES_MSG, RESOURCE_SET, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { StatusTag } from '../../../components/ui/status-tag';
import { useStudentResources } from '../api/get-student-resources';
import { useOpenResources } from '../api/open-resources';
import { useQualityExam } from '../api/get-quality-exam';
import { lessonsListPath, qualityExamPath } from '../utils/resource-links';
import { BackButton, LessonsList, LessonsSkeleton, LessonsUnavailable, LinkCard } from './lessons-list';

interface LessonsScreenProps {
  school: SchoolId;
  userId: number;
  /** The group of the `id` search parameter, as DetalleGrupo's (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** usuario.acceso's answer; undefined while it is asked. */
  accessGranted: boolean | undefined;
  onBack: () => void;
}

/**
 * RecursosGrupoUsuario (spec 2 §2 "Lessons list for a group"): the quality
 * exam card, the certification lessons card when the level has them, and the
 * lessons. Nothing is asked before usuario.acceso grants access, but answers
 * already read show at once (Back from an exercise lands where the student was).
 */
export function LessonsScreen({ school, userId, groupId, accessGranted, onBack }: LessonsScreenProps) {
  const request = groupId === null ? null : { id_alumno: userId, id_grupo: groupId, tipo: RESOURCE_SET.ordinary };
  const granted = accessGranted === true;
  const lessons = useStudentResources(school, request, granted);
  const opened = useOpenResources(school, request, granted);
  const quality = useQualityExam(school, groupId, granted);
  const back = <BackButton label="Grupo" onClick={onBack} />;

  // A failed refresh keeps what was read (offline Back from an exercise); only nothing at all is a failure.
  if (groupId === null || (lessons.isError && !lessons.data)) return <LessonsUnavailable back={back} />;

  const exam = quality.data?.[0];
  return (
    <Page title="Lecciones" actions={back}>
      <Stack spacing={2}>
        {exam && (
          <LinkCard
            to={qualityExamPath(groupId, exam.id_evaluacion)}
            icon={<FactCheck />}
            title="Examen de calidad"
            tag={exam.entregado === 1 ? <StatusTag label={EXERCISES_MSG.qualityDelivered} color="success" /> : undefined}
          >
            Nos ayuda a conocer tus áreas de oportunidad; no afecta tu calificación final.
          </LinkCard>
        )}
        {opened.data?.certificacion === 1 && (
          <LinkCard to={lessonsListPath(groupId, RESOURCE_SET.certification)} icon={<WorkspacePremium />} title="Lecciones de certificación">
            Contesta cada lección en orden para obtener tu código del examen de certificación.
          </LinkCard>
        )}
        {lessons.data ? (
          <LessonsList rows={lessons.data} groupId={groupId} set={RESOURCE_SET.ordinary} />
        ) : (
          <LessonsSkeleton label="Cargando lecciones" />
        )}
      </Stack>
    </Page>
  );
}
