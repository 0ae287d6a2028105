import { answerEvaluationCall, solvedEvaluationCall, studentResourcesCall, type Answer } from '@lms/contract';
import { eq } from 'drizzle-orm';
import { questions } from '../exercises/exercises.schema.js';
import { actors, other, someAnswers, t } from '../../test/harness/world.js';

/**
 * Made when the harness's world opens (test/harness/fixtures.ts): demo.alumno
 * answers the rest of her certification lessons (each exercise sent, then
 * sent again with the right options, read from the question bank since a
 * review no longer shows them while it can change, so the next one opens), so
 * her certification code exists for the harness.
 */
export async function openArea(): Promise<void> {
  const me = actors.ALUMNO;
  const lessonsBody = { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 1 as const };
  for (let guard = 0; guard < 10; guard++) {
    const rows = await t.requestJson(studentResourcesCall, { cookie: me.cookie, body: lessonsBody });
    const next = rows.find((r) => r.abrir === 1 && r.calificacion === null);
    if (!next) return;
    const evaluation = next.recursos.find((r) => r.id_evaluacion !== null)!;
    const read = { id_usuario: me.id, id_grupo: other.ownGroup, id_evaluacion: evaluation.id_evaluacion! };
    const answer = { id_alumno: me.id, id_grupo: other.ownGroup, id_evaluacion: evaluation.id_evaluacion! };
    const shown = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: read });
    const sent = await t.requestJson(answerEvaluationCall, { cookie: me.cookie, body: { ...answer, preguntas: someAnswers(shown.preguntas) } });
    if (evaluation.editable !== 1 || evaluation.tipo !== 1) continue;
    const right = await rightAnswers(evaluation.id_evaluacion!);
    await t.requestJson(answerEvaluationCall, { cookie: me.cookie, body: { ...answer, preguntas: right, editable: 1, idResultado: sent.idResultado } });
  }
}

/** Every question of an evaluation answered with its right option, from the question bank (instructions: none). */
async function rightAnswers(evaluationId: number): Promise<Answer[]> {
  const rows = await t.database.db
    .select({ num_pregunta: questions.num_pregunta, opcion_correcta: questions.opcion_correcta })
    .from(questions)
    .where(eq(questions.id_evaluacion, evaluationId));
  return rows.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.opcion_correcta as Answer['eleccion'] }));
}
