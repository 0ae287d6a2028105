import { failingStudentsCall, reviewCommentCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { commentWriteEffects } from './comment-write-effects';

/** comentarios.estado: the coordination accepts (1) or rejects (2) a comment under review; the list is read again. */
export function useReviewComment(school: SchoolId) {
  return useCallMutation(reviewCommentCall, school, { ...commentWriteEffects, refreshes: [failingStudentsCall] });
}
