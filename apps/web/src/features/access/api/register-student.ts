import { useMutation } from '@tanstack/react-query';
import { registrationCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import type { RegistrationBody } from '../utils/registration';

/** usuario.enviar.correo: the three step forms plus id_usuario; the server mails the activation link. */
export function registerStudent(school: SchoolId, body: RegistrationBody) {
  return apiRequest(registrationCall, { school, body });
}

/** The server's 'Correo enviado con exito' is shown inline by step 4 (decision 019); 409 (already registered) and 503 (mail failed) go to the red dialog. */
export function useRegisterStudent(school: SchoolId) {
  return useMutation({
    mutationFn: (body: RegistrationBody) => registerStudent(school, body),
  });
}
