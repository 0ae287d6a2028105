import { useQuery } from '@tanstack/react-query';
import { signatureStatusCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** reglamento.consulta.firma/{id_alumno}: firmado, nombre_tutor, fecha. */
export const signatureStatusQuery = (school: SchoolId, userId: number) => callQuery(signatureStatusCall, school, { params: { id_alumno: userId } });

export function useSignatureStatus(school: SchoolId, userId: number) {
  return useQuery(signatureStatusQuery(school, userId));
}
