import { certificateInfoCall, certificatesListCall, createCertificateCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { showSuccess } from '../../../lib/errors/feedback-store';

/**
 * usuario.add.constancia: the server generates the current cycle's PDF (one per
 * cycle). Shows the server's message and reads the list and the cycle again;
 * a 409 ('Ya tienes una constancia de este ciclo.') goes to the red dialog.
 */
export function useCreateCertificate(school: SchoolId) {
  return useCallMutation(createCertificateCall, school, {
    onSuccess: ({ message }) => showSuccess(message),
    refreshes: [certificatesListCall, certificateInfoCall],
  });
}
