import { useQuery } from '@tanstack/react-query';
import { rejectionMessagesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/**
 * consultar.mensajes.rechazo.incidencias: an incident's rejection notes and
 * replies, oldest first (a POST used as a read). `idincidencias` null: no
 * dialog open, nothing asked. Silent: the reply dialog shows a failure itself.
 */
export function useRejectionMessages(school: SchoolId, idincidencias: number | null) {
  return useQuery({
    ...callQuery(rejectionMessagesCall, school, { body: { idincidencias: idincidencias ?? 0 }, silent: true }),
    enabled: idincidencias !== null,
  });
}
