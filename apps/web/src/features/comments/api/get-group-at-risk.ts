import { useQuery } from '@tanstack/react-query';
import { atRiskCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.riesgo: the group's students at risk with their reasons, read when Comentarios is opened from 'En riesgo' (silent: the list stands). */
export function useGroupAtRisk(school: SchoolId, groupId: number | null) {
  return useQuery({ ...callQuery(atRiskCall, school, { body: { id_grupo: groupId ?? 0 }, silent: true }), enabled: groupId !== null });
}
