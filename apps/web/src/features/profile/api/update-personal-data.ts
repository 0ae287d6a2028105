import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePersonalDataCall, type CallBody, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { updatePersonalData as storePersonalData } from '../../../lib/session/session-store';
import { personalDataQuery } from './get-personal-data';

export type PersonalDataBody = CallBody<typeof updatePersonalDataCall>;
export type PersonalDataChanges = Omit<PersonalDataBody, 'id' | 'version'>;

/** usuario.update.datos: only the fields a form changed, at the version it read (decision 018). */
export function updatePersonalData(school: SchoolId, body: PersonalDataBody) {
  return apiRequest(updatePersonalDataCall, { school, body });
}

/**
 * Saves, keeps the answer in the stored login and in the record's query so
 * every screen sees it, and shows the server's message. A 409 (the record
 * changed elsewhere) reads the record again; the error dialog says why.
 */
export function useUpdatePersonalData(school: SchoolId, id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = personalDataQuery(school, id);
  return useMutation({
    mutationFn: (body: PersonalDataBody) => updatePersonalData(school, body),
    onSuccess: ({ datos_usuario, message }) => {
      storePersonalData(datos_usuario);
      queryClient.setQueryData(queryKey, { datos_usuario });
      showSuccess(message);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
