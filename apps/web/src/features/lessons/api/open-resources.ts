import { queryOptions, useQuery } from '@tanstack/react-query';
import { openResourcesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callKey } from '../../../lib/api/call-query';
import type { LessonsRequest } from './get-student-resources';

/**
 * recursos.abrir (abrirRecursosAlumno): asked each time a lessons screen
 * opens, which records the visit. Silent: a refusal is the same as
 * recursos.usuario's, whose dialog already says it; without an answer the
 * certification card simply does not show.
 */
export const openResourcesQuery = (school: SchoolId, body: LessonsRequest) =>
  queryOptions({
    queryKey: callKey(openResourcesCall, school, { ...body }),
    queryFn: ({ signal }) => apiRequest(openResourcesCall, { school, body, signal }),
    staleTime: 0,
    meta: { silent: true },
  });

export function useOpenResources(school: SchoolId, body: LessonsRequest | null, enabled = true) {
  return useQuery({ ...openResourcesQuery(school, body ?? { id_alumno: 0, id_grupo: 0, tipo: 0 }), enabled: enabled && body !== null });
}
