import { useQuery } from '@tanstack/react-query';
import { commentCyclesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** comentarios.ciclos.all: the cycle selector's list. A failure is silent (spec 3 §8): the selector stays empty. */
export function useCommentCycles(school: SchoolId) {
  return useQuery(callQuery(commentCyclesCall, school, { silent: true, staleTime: 10 * 60_000 }));
}
