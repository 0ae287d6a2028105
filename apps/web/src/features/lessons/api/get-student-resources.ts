import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentResourcesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callKey } from '../../../lib/api/call-query';
import type { ResourceSet } from '../utils/resource-links';

export interface LessonsRequest {
  id_alumno: number;
  id_grupo: number;
  tipo: ResourceSet;
}

/** recursos.usuario: a POST the spec uses as a read, keyed by its body. */
export const studentResourcesQuery = (school: SchoolId, body: LessonsRequest) =>
  queryOptions({
    queryKey: callKey(studentResourcesCall, school, { ...body }),
    queryFn: ({ signal }) => apiRequest(studentResourcesCall, { school, body, signal }),
    staleTime: 0,
  });

/**
 * The lessons of a group. `enabled` false (access not granted yet) asks
 * nothing, but an answer already in the cache still shows: coming back from
 * an exercise repaints the list at once, so Back lands where the student was.
 */
export function useStudentResources(school: SchoolId, body: LessonsRequest | null, enabled = true) {
  return useQuery({ ...studentResourcesQuery(school, body ?? { id_alumno: 0, id_grupo: 0, tipo: 0 }), enabled: enabled && body !== null });
}
