import { useQuery } from '@tanstack/react-query';
import { taxRegimesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** facturas.regimen.fiscal: the SAT catalogue changes with a deployment, not during a visit. */
export const taxRegimesQuery = (school: SchoolId) => callQuery(taxRegimesCall, school, { staleTime: 60 * 60_000 });

/** The régimen select's options. */
export function useTaxRegimes(school: SchoolId) {
  return useQuery(taxRegimesQuery(school));
}
