import { useQueries, useQuery } from '@tanstack/react-query';
import { SCHOOL_IDS, schoolInformationCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../api/call-query';

/** escuela.informacion: brand data changes with a deployment, not during a visit. */
export const schoolInformationQuery = (school: SchoolId) => callQuery(schoolInformationCall, school, { staleTime: 60 * 60_000 });

export function useSchoolInformation(school: SchoolId | null) {
  return useQuery({ ...schoolInformationQuery(school ?? 1), enabled: school !== null });
}

/** Both brands, for the landing's school choice. */
export function useAllSchoolsInformation() {
  return useQueries({ queries: SCHOOL_IDS.map((id) => schoolInformationQuery(id)) });
}
