import { useMutation } from '@tanstack/react-query';
import { updatePersonalDataCall, type CallBody, type PersonalData, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { updatePersonalData as storePersonalData } from '../../../lib/session/session-store';

export type PersonalDataBody = CallBody<typeof updatePersonalDataCall>;

/** usuario.update.datos: the whole perfil (Mi cuenta and Dirección edit parts of one record). */
export function updatePersonalData(school: SchoolId, body: PersonalDataBody) {
  return apiRequest(updatePersonalDataCall, { school, body });
}

/**
 * The full body from the stored perfil with one form's fields on top; sexo and
 * email, which no form edits, travel as stored.
 */
export function personalDataBody(
  id: number,
  stored: PersonalData | null,
  changes: Partial<Omit<PersonalDataBody, 'id'>>,
): PersonalDataBody {
  return {
    id,
    nombre: stored?.nombre ?? '',
    apellido_paterno: stored?.apellido_paterno ?? '',
    apellido_materno: stored?.apellido_materno ?? null,
    edad: stored?.edad ?? null,
    telefono: stored?.telefono ?? '',
    celular: stored?.celular ?? '',
    calle: stored?.calle ?? '',
    cp: stored?.cp ?? null,
    colonia: stored?.colonia ?? null,
    municipio: stored?.municipio ?? '',
    sexo: stored?.sexo ?? null,
    email: stored?.email ?? null,
    ...changes,
  };
}

/** Saves, keeps the answer in the stored login so every screen sees it, and shows the server's message. */
export function useUpdatePersonalData(school: SchoolId) {
  return useMutation({
    mutationFn: (body: PersonalDataBody) => updatePersonalData(school, body),
    onSuccess: ({ datos_usuario, message }) => {
      storePersonalData(datos_usuario);
      showSuccess(message);
    },
  });
}
