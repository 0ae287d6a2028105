import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signRulesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { signatureStatusQuery } from './get-signature-status';
import { uploadSignature } from './upload-signature';

/** add.firma: records the uploaded image as the student's signature (one per student). */
export function signRules(school: SchoolId, body: { idusuario: number; nombre_tutor: string | null; firma_tutor: string }) {
  return apiRequest(signRulesCall, { school, body });
}

export interface Signing {
  png: Blob;
  /** The optional guardian name, as typed. */
  nombreTutor: string;
}

/**
 * Spec 1 §4 "Signature": the image is uploaded first, then the signature is
 * recorded; the signed state replaces the pad. A 409 ('Ya firmaste el
 * reglamento.') goes to the red dialog and the state is read again.
 */
export function useSignRules(school: SchoolId, userId: number) {
  const queryClient = useQueryClient();
  const statusKey = signatureStatusQuery(school, userId).queryKey;
  return useMutation({
    mutationFn: async ({ png, nombreTutor }: Signing) => {
      const { nombre } = await uploadSignature(school, png);
      const nombre_tutor = nombreTutor.trim() || null;
      const answer = await signRules(school, { idusuario: userId, nombre_tutor, firma_tutor: nombre });
      return { ...answer, nombre_tutor };
    },
    onSuccess: ({ message, nombre_tutor }) => {
      queryClient.setQueryData(statusKey, { firmado: true, nombre_tutor, fecha: new Date().toISOString() });
      showSuccess(message);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
