import { useQuery } from '@tanstack/react-query';
import { studentFiscalDataCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** constancia.alumno takes the student's ERP id (usuario.iderp). */
export const studentFiscalDataQuery = (school: SchoolId, iderp: number) => callQuery(studentFiscalDataCall, school, { params: { iderp } });

/** The student's active fiscal records (at most one); `iderp` null: not asked. */
export function useStudentFiscalData(school: SchoolId, iderp: number | null) {
  return useQuery({ ...studentFiscalDataQuery(school, iderp ?? 0), enabled: iderp !== null });
}
