import { asc, inArray } from 'drizzle-orm';
import type { TeacherResource } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { questions } from './exercises.schema.js';
import { levelEvaluations } from '../lessons/public.js';
import { questionFields, questionRow, questionView, type MediaUrl } from './exercises.repository.js';

/**
 * RecursoGrupo (spec 3 §2.5): the exercises and exams of the group's level, by
 * lesson, each with its questions and the right option (a teacher reviews
 * them with 'Ver respuestas'). Two reads: the level's evaluations, then all
 * their questions.
 */
export async function teacherResources(db: Db, levelId: number, mediaOf: (evaluationId: number) => MediaUrl): Promise<TeacherResource[]> {
  const evaluationRows = await levelEvaluations(db, levelId);
  const ids = evaluationRows.map((r) => r.id_evaluacion!);
  const questionRows = ids.length
    ? await db
        .select({ ...questionFields, id_evaluacion: questions.id_evaluacion })
        .from(questions)
        .where(inArray(questions.id_evaluacion, ids))
        .orderBy(asc(questions.id_evaluacion), asc(questions.num_pregunta))
    : [];
  return evaluationRows.map((e) => {
    const id = e.id_evaluacion!;
    const media = mediaOf(id);
    return {
      id_evaluacion: id,
      leccion: e.leccion,
      tipo: e.tipo,
      nombre: e.nombre,
      preguntas: questionRows
        .filter((q) => q.id_evaluacion === id)
        .map((r) => {
          const q = questionRow(r);
          const right = q.idTipoPregunta === 2 && q.opcion_correcta !== null && q.opcion_correcta >= 1 && q.opcion_correcta <= 4 ? (q.opcion_correcta as 1 | 2 | 3 | 4) : null;
          // The student's view with no result, and the right option a teacher may see.
          return { ...questionView(q, null, media, false), opcion_correcta: right };
        }),
    };
  });
}

/** Whether an evaluation is one of the level's (a teacher's media request; lessons' front door). */
export { levelHasEvaluation } from '../lessons/public.js';
