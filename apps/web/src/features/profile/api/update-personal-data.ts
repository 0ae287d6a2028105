import { useQueryClient } from '@tanstack/react-query';
import { personalDataCall, updatePersonalDataCall, type CallBody, type SchoolId } from '@lms/contract';
import { isApiError } from '../../../lib/api/api-error';
import { useCallMutation } from '../../../lib/api/call-query';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { updatePersonalData as storePersonalData } from '../../../lib/session/session-store';
import { personalDataQuery } from './get-personal-data';

export type PersonalDataChanges = Omit<CallBody<typeof updatePersonalDataCall>, 'id' | 'version'>;

/**
 * usuario.update.datos: only the fields a form changed, at the version it read
 * (decision 018). Keeps the answer in the stored login and in the record's
 * query so every screen sees it, and shows the server's message. A 409 (the
 * record changed elsewhere) reads the record again; the error dialog says why.
 */
export function useUpdatePersonalData(school: SchoolId, id: number) {
  const queryClient = useQueryClient();
  return useCallMutation(updatePersonalDataCall, school, {
    onSuccess: ({ datos_usuario, message }) => {
      storePersonalData(datos_usuario);
      queryClient.setQueryData(personalDataQuery(school, id).queryKey, { datos_usuario });
      showSuccess(message);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: [personalDataCall.name, school] });
    },
  });
}
