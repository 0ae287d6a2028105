import { checkAnswerCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';

/**
 * recurso.comprobar (ours, decision 031): one answer of "Repasar mis errores"
 * checked on the server while the exercise can still be sent again, when the
 * review does not carry the right options. Right or wrong; nothing is stored.
 */
export function useCheckAnswer(school: SchoolId) {
  return useCallMutation(checkAnswerCall, school);
}
