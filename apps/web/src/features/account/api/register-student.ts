import { registrationCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';

/**
 * usuario.enviar.correo: the three step forms plus id_usuario; the server mails
 * the activation link. Its 'Correo enviado con exito' is shown inline by step 4
 * (decision 019); 409 (already registered) and 503 (mail failed) go to the red dialog.
 */
export function useRegisterStudent(school: SchoolId) {
  return useCallMutation(registrationCall, school);
}
