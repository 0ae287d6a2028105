import { idIn, pathOf, screenPath, screenSearch } from '../../../lib/routing';

/**
 * The URL of the Ejercicio and Examen screens:
 * `/lms/ejercicio?grupo=<encoded group id>&evaluacion=<id_evaluacion>`, the
 * group encoded as DetalleGrupo's `id` (base64url of the decimal id, the
 * lib/routing's screenPath). ExamenCalidad takes the same two; without
 * `evaluacion` it asks get.evaluacion which exam is the group's. Either id is
 * also read in its decimal form.
 */
export interface EvaluationParams {
  groupId: number | null;
  evaluationId: number | null;
}

export function readEvaluationParams(params: URLSearchParams): EvaluationParams {
  return { groupId: idIn(params, 'grupo'), evaluationId: idIn(params, 'evaluacion') };
}

/** The search part that opens an evaluation of a group (`evaluationId` null: the quality exam). */
export function evaluationSearch(groupId: number, evaluationId: number | null): string {
  return screenSearch({ grupo: groupId }, evaluationId === null ? {} : { evaluacion: evaluationId });
}

/** Back from an evaluation: the group's lessons (RecursosGrupoUsuario, `id` as DetalleGrupo), or Mis grupos without a readable group. */
export function lessonsListPath(groupId: number | null): string {
  return groupId === null ? pathOf('GruposAlumnos') : screenPath('RecursosGrupoUsuario', { id: groupId });
}
