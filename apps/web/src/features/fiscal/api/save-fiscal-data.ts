import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFiscalDataCall, updateFiscalDataCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { showSuccess } from '../../../lib/errors/feedback-store';
import type { FiscalSaveRequest } from '../utils/fiscal-form';
import { studentFiscalDataQuery } from './get-student-fiscal-data';

/**
 * datos.fiscales.update/{iddatosfiscales} (PUT) for a stored record,
 * datos.fiscales.add (POST) otherwise; a delete is an update with deleted 1.
 */
export function saveFiscalData(school: SchoolId, request: FiscalSaveRequest) {
  switch (request.kind) {
    case 'create':
      return apiRequest(createFiscalDataCall, { school, body: request.body });
    case 'update':
      return apiRequest(updateFiscalDataCall, { school, params: { iddatosfiscales: request.id }, body: request.body });
  }
}

/** Saves or deletes, keeps the answer as the student's records and shows the server's message. */
export function useSaveFiscalData(school: SchoolId, iderp: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FiscalSaveRequest) => saveFiscalData(school, request),
    onSuccess: ({ datos, message }) => {
      queryClient.setQueryData(studentFiscalDataQuery(school, iderp).queryKey, datos.deleted === 1 ? [] : [datos]);
      showSuccess(message);
    },
    // Changed on another device since it was read (409): the dialog says so and the current record is read again.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: studentFiscalDataQuery(school, iderp).queryKey });
    },
  });
}
