import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentCourseTypeCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** reglamento.info.alumno/{id_alumno}/{id}: the user id and the ERP id. */
export function fetchStudentCourseTypes(school: SchoolId, userId: number, iderp: number, signal?: AbortSignal) {
  return apiRequest(studentCourseTypeCall, { school, params: { id_alumno: userId, id: iderp }, signal });
}

export function studentCourseTypesQuery(school: SchoolId, userId: number, iderp: number) {
  return queryOptions({
    queryKey: ['reglamento.info.alumno', school, userId, iderp],
    queryFn: ({ signal }) => fetchStudentCourseTypes(school, userId, iderp, signal),
  });
}

/** The student's course types (tipo_curso, curso); `iderp` null: not asked. */
export function useStudentCourseTypes(school: SchoolId, userId: number, iderp: number | null) {
  return useQuery({ ...studentCourseTypesQuery(school, userId, iderp ?? 0), enabled: iderp !== null });
}
