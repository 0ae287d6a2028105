import { groupQualityExamCall, solvedEvaluationCall, solvedQualityExamCall, studentResourcesCall, type Answer } from '@lms/contract';
import { actors, other, someAnswers, t } from '../../test/harness/world.js';

/**
 * demo.alumno's answered, re-sendable exercise in her current group (its
 * result and a full set of answers), her group's quality exam, and a question
 * picture she may see (exercises.fixtures.ts).
 */
export const exercisesWorld = {
  exercise: { id_evaluacion: 0, idResultado: 0, preguntas: [] as Answer[] },
  quality: { id_evaluacion: 0, preguntas: [] as Answer[] },
  questionPicture: { id_evaluacion: 0, num_pregunta: 0 },
};

/** Made when the harness's world opens (test/harness/fixtures.ts), as the student's screens read them. */
export async function openArea(): Promise<void> {
  const me = actors.ALUMNO;
  const lessons = await t.requestJson(studentResourcesCall, { cookie: me.cookie, body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 0 } });
  const answered = lessons.find((l) => l.abrir === 1 && l.calificacion !== null)!.recursos.find((r) => r.tipo === 1 && r.editable === 1)!;
  const read = { id_usuario: me.id, id_grupo: other.ownGroup, id_evaluacion: answered.id_evaluacion! };
  const solved = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: read });
  exercisesWorld.exercise = { id_evaluacion: answered.id_evaluacion!, idResultado: solved.recursoRescuelto!.id, preguntas: someAnswers(solved.preguntas) };
  const [quality] = await t.requestJson(groupQualityExamCall, { cookie: me.cookie, body: { id_grupo: other.ownGroup } });
  const exam = await t.requestJson(solvedQualityExamCall, { cookie: me.cookie, body: { ...read, id_evaluacion: quality!.id_evaluacion } });
  exercisesWorld.quality = { id_evaluacion: quality!.id_evaluacion, preguntas: someAnswers(exam.preguntas) };
  for (const r of lessons.flatMap((l) => l.recursos).filter((r) => r.id_evaluacion !== null)) {
    const { preguntas } = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: { ...read, id_evaluacion: r.id_evaluacion! } });
    const pictured = preguntas.find((q) => q.ruta_imagen !== null);
    if (pictured) {
      exercisesWorld.questionPicture = { id_evaluacion: r.id_evaluacion!, num_pregunta: pictured.num_pregunta };
      break;
    }
  }
}
