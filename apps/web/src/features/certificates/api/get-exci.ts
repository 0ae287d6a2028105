import { useQuery } from '@tanstack/react-query';
import { exciCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** calificacion.exci takes the encoded user id. */
export const exciQuery = (school: SchoolId, userId: number) => callQuery(exciCall, school, { params: { id: userId } });

/** RUTA_EXCI: the result page to frame, or null while there is none. */
export function useExci(school: SchoolId, userId: number) {
  return useQuery(exciQuery(school, userId));
}
