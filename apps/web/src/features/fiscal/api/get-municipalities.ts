import { useQuery } from '@tanstack/react-query';
import { municipalitiesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

export const municipalitiesQuery = (school: SchoolId) => callQuery(municipalitiesCall, school, { staleTime: 60 * 60_000 });

/** facturas.municipios: the municipio select's options. */
export function useMunicipalities(school: SchoolId) {
  return useQuery(municipalitiesQuery(school));
}
