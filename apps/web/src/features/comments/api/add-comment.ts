import { addCommentCall, failingStudentsCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { commentWriteEffects } from './comment-write-effects';

/** comentarios.reprobados.comentarios.add: one of the five canned comments, En Revisión. The list is read again whatever the outcome. */
export function useAddComment(school: SchoolId) {
  return useCallMutation(addCommentCall, school, { ...commentWriteEffects, refreshes: [failingStudentsCall] });
}
