import { useQuery } from '@tanstack/react-query';
import { extraordinaryExamCall, solvedEvaluationCall, solvedQualityExamCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callQuery } from '../../../lib/api/call-query';

/** Which pair of calls an evaluation screen uses: the lessons' (Ejercicio, Examen), the quality exam's or the level's extraordinary exam's. */
export type EvaluationSource = 'lesson' | 'quality' | 'extraordinary';

export interface EvaluationRef {
  studentId: number;
  groupId: number;
  evaluationId: number;
}

/**
 * recurso.resuelto / recurso.resueltocalidad: the questions, and the result
 * once the student has one. Read fresh every time the screen opens and never
 * kept after it closes (gcTime 0): another device may have sent meanwhile
 * (decision 018). The screen shows a failure itself.
 */
export function solvedEvaluationQuery(school: SchoolId, source: EvaluationSource, ref: EvaluationRef) {
  if (source === 'extraordinary') {
    // The group's level decides which exam it is: no evaluation id in the address (decision 033).
    const body = { id_usuario: ref.studentId, id_grupo: ref.groupId };
    return {
      ...callQuery(extraordinaryExamCall, school, { body, gcTime: 0, silent: true }),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(extraordinaryExamCall, { school, body, signal }),
    };
  }
  const body = { id_evaluacion: ref.evaluationId, id_usuario: ref.studentId, id_grupo: ref.groupId };
  const call = source === 'quality' ? solvedQualityExamCall : solvedEvaluationCall;
  return {
    ...callQuery(call, school, { body, gcTime: 0, silent: true }),
    // A POST the spec uses as a read: the ids travel in the body.
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(call, { school, body, signal }),
  };
}

/** `ref` null: the URL named no readable evaluation, so nothing is asked. */
export function useSolvedEvaluation(school: SchoolId, source: EvaluationSource, ref: EvaluationRef | null) {
  return useQuery({ ...solvedEvaluationQuery(school, source, ref ?? { studentId: 0, groupId: 0, evaluationId: 0 }), enabled: ref !== null });
}
