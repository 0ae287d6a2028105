import { useQuery } from '@tanstack/react-query';
import { failingStudentsCall, type CommentCycle, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/**
 * comentarios.puntos: the students at risk of a cycle in the caller's groups
 * (or branch, or school). Read only for a chosen cycle that is not the
 * list's first; a failure shows in the screen with Reintentar.
 */
export function useFailingStudents(school: SchoolId, userId: number, cycle: CommentCycle | null) {
  const params = {
    id_ciclo: cycle?.id_ciclo ?? 0,
    id_ciclo_relacionado: cycle?.id_ciclo_relacionado ?? null,
    userId,
    escuela: school,
  };
  return useQuery({ ...callQuery(failingStudentsCall, school, { params, silent: true }), enabled: cycle !== null });
}
