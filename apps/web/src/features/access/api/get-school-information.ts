import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { SCHOOL_IDS, schoolInformationCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchSchoolInformation(school: SchoolId, signal?: AbortSignal) {
  return apiRequest(schoolInformationCall, { school, signal });
}

export function schoolInformationQuery(school: SchoolId) {
  return queryOptions({
    queryKey: ['escuela.informacion', school],
    queryFn: ({ signal }) => fetchSchoolInformation(school, signal),
    // Brand data changes with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });
}

export function useSchoolInformation(school: SchoolId | null) {
  return useQuery({ ...schoolInformationQuery(school ?? 1), enabled: school !== null });
}

/** Both brands, for the landing's school choice. */
export function useAllSchoolsInformation() {
  return useQueries({ queries: SCHOOL_IDS.map((id) => schoolInformationQuery(id)) });
}
