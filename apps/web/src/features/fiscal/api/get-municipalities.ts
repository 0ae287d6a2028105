import { queryOptions, useQuery } from '@tanstack/react-query';
import { municipalitiesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchMunicipalities(school: SchoolId, signal?: AbortSignal) {
  return apiRequest(municipalitiesCall, { school, signal });
}

export function municipalitiesQuery(school: SchoolId) {
  return queryOptions({
    queryKey: ['facturas.municipios', school],
    queryFn: ({ signal }) => fetchMunicipalities(school, signal),
    staleTime: 60 * 60_000,
  });
}

/** facturas.municipios: the municipio select's options. */
export function useMunicipalities(school: SchoolId) {
  return useQuery(municipalitiesQuery(school));
}
