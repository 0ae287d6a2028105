import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxRegimesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchTaxRegimes(school: SchoolId, signal?: AbortSignal) {
  return apiRequest(taxRegimesCall, { school, signal });
}

export function taxRegimesQuery(school: SchoolId) {
  return queryOptions({
    queryKey: ['facturas.regimen.fiscal', school],
    queryFn: ({ signal }) => fetchTaxRegimes(school, signal),
    // The SAT catalogue changes with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });
}

/** facturas.regimen.fiscal: the régimen select's options. */
export function useTaxRegimes(school: SchoolId) {
  return useQuery(taxRegimesQuery(school));
}
