import { useQuery } from '@tanstack/react-query';
import { studentCourseTypeCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** reglamento.info.alumno/{id_alumno}/{id}: the user id and the ERP id. */
export const studentCourseTypesQuery = (school: SchoolId, userId: number, iderp: number) =>
  callQuery(studentCourseTypeCall, school, { params: { id_alumno: userId, id: iderp } });

/** The student's course types (tipo_curso, curso); `iderp` null: not asked. */
export function useStudentCourseTypes(school: SchoolId, userId: number, iderp: number | null) {
  return useQuery({ ...studentCourseTypesQuery(school, userId, iderp ?? 0), enabled: iderp !== null });
}
