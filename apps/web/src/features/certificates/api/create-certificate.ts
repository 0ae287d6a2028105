import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCertificateCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { certificateInfoQuery } from './get-certificate-info';
import { certificatesQuery } from './get-certificates';

/** usuario.add.constancia: the server generates the current cycle's PDF (one per cycle). */
export function createCertificate(school: SchoolId, userId: number) {
  return apiRequest(createCertificateCall, { school, body: { id_usuario: userId } });
}

/**
 * Creates, shows the server's message and reads the list and the cycle again;
 * a 409 ('Ya tienes una constancia de este ciclo.') goes to the red dialog.
 */
export function useCreateCertificate(school: SchoolId, userId: number, iderp: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCertificate(school, userId),
    onSuccess: ({ message }) => showSuccess(message),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: certificatesQuery(school, iderp).queryKey });
      void queryClient.invalidateQueries({ queryKey: certificateInfoQuery(school, iderp).queryKey });
    },
  });
}
