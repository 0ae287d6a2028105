import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupQualityExamCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callKey } from '../../../lib/api/call-query';

/**
 * get.evaluacion: the group's quality exam, when its level has one and its
 * lesson is open. Silent: without an answer the card does not show, and a
 * refused group is already said by the lessons list.
 */
export const qualityExamQuery = (school: SchoolId, groupId: number) =>
  queryOptions({
    queryKey: callKey(groupQualityExamCall, school, { id_grupo: groupId }),
    queryFn: ({ signal }) => apiRequest(groupQualityExamCall, { school, body: { id_grupo: groupId }, signal }),
    staleTime: 0,
    meta: { silent: true },
  });

export function useQualityExam(school: SchoolId, groupId: number | null, enabled = true) {
  return useQuery({ ...qualityExamQuery(school, groupId ?? 0), enabled: enabled && groupId !== null });
}
