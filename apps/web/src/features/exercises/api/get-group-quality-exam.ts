import { useQuery } from '@tanstack/react-query';
import { groupQualityExamCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callQuery } from '../../../lib/api/call-query';

/** get.evaluacion: the group's quality exam once its lesson is open ([] otherwise). The screen shows a failure itself. */
export function groupQualityExamQuery(school: SchoolId, groupId: number) {
  const body = { id_grupo: groupId };
  return {
    ...callQuery(groupQualityExamCall, school, { body, silent: true }),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(groupQualityExamCall, { school, body, signal }),
  };
}

export function useGroupQualityExam(school: SchoolId, groupId: number | null) {
  return useQuery({ ...groupQualityExamQuery(school, groupId ?? 0), enabled: groupId !== null });
}
