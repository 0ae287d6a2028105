import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentFiscalDataCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** constancia.alumno takes the student's ERP id (usuario.iderp). */
export function fetchStudentFiscalData(school: SchoolId, iderp: number, signal?: AbortSignal) {
  return apiRequest(studentFiscalDataCall, { school, params: { iderp }, signal });
}

export function studentFiscalDataQuery(school: SchoolId, iderp: number) {
  return queryOptions({
    queryKey: ['constancia.alumno', school, iderp],
    queryFn: ({ signal }) => fetchStudentFiscalData(school, iderp, signal),
    staleTime: 0,
  });
}

/** The student's active fiscal records (at most one); `iderp` null: not asked. */
export function useStudentFiscalData(school: SchoolId, iderp: number | null) {
  return useQuery({ ...studentFiscalDataQuery(school, iderp ?? 0), enabled: iderp !== null });
}
