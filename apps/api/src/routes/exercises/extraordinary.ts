import { eq } from 'drizzle-orm';
import { EXERCISES_MSG, type GroupSummary, MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { extraordinaryExams } from './exercises.schema.js';
import { insertResult } from '../grades/public.js';
import { closeSecondChance, findGroup, type GroupAccessRow, studentGroups } from '../groups/public.js';
import { evaluationNameAndType } from '../lessons/public.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { resultOf, type OpenEvaluation, type StoredResult } from './exercises.repository.js';

/**
 * A level's extraordinary exam (decision 033). It is not a lesson's: the
 * lessons list never offers it, and the group it belongs to is one the
 * student cannot open (extraordinario), so it has its own door.
 */
export async function extraordinaryExamOf(db: Db, levelId: number): Promise<OpenEvaluation | null> {
  const [row] = await db
    .select({ id_evaluacion: extraordinaryExams.id_evaluacion, ...evaluationNameAndType(extraordinaryExams.id_evaluacion) })
    .from(extraordinaryExams)
    .where(eq(extraordinaryExams.id_nivel, levelId))
    .limit(1);
  // Not a lesson's: lesson 0 of none, no session.
  return row ? { ...row, leccion: 0, lecciones: 0, id_leccion: 0 } : null;
}

export interface ExtraordinaryAccess {
  group: GroupAccessRow;
  own: GroupSummary;
  exam: OpenEvaluation;
  result: StoredResult | null;
}

/**
 * Who may read the extraordinary exam of a group: the student enrolled in it
 * (another school's or unknown group 404, not theirs 403), in its newest group
 * of the level (an older one says so), while the group is in extraordinario
 * (first grade under 70, second empty: spec 2 §4) or, to review it, once they
 * took it.
 */
export async function extraordinaryAccess(db: Db, session: SessionContext, groupId: number): Promise<ExtraordinaryAccess> {
  const group = await findGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  const own = (await studentGroups(db, session.userId)).find((g) => g.id === groupId);
  if (!own) throw forbidden(MSG.forbidden);
  if (own.anterior) throw forbidden(MSG.groupSuperseded);
  const exam = await extraordinaryExamOf(db, group.id_nivel);
  if (!exam) throw forbidden(own.extraordinario ? EXERCISES_MSG.extraordinaryMissing : EXERCISES_MSG.extraordinaryNotOpen);
  const result = await resultOf(db, session.userId, group.id, exam.id_evaluacion);
  if (!result && !own.extraordinario) throw forbidden(EXERCISES_MSG.extraordinaryNotOpen);
  return { group, own, exam, result };
}

/** Whether `evaluationId` is the group's extraordinary exam and the student may read it now (its pictures and clips). */
export async function isReadableExtraordinary(db: Db, session: SessionContext, groupId: number, evaluationId: number): Promise<boolean> {
  const group = await findGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) return false;
  const exam = await extraordinaryExamOf(db, group.id_nivel);
  if (exam?.id_evaluacion !== evaluationId) return false;
  await extraordinaryAccess(db, session, groupId);
  return true;
}

interface GradedExtraordinary {
  calificacion: number;
  calificaciontotal: number;
  respuestas: Array<{ num_pregunta: number; eleccion: number }>;
}

/**
 * Stores the extraordinary exam, once, and makes its grade the level's second
 * chance (segunda and its final grade), together: the group leaves
 * extraordinario with the same write. Only while the second chance is empty,
 * so two phones sending at once store one result.
 */
export async function saveExtraordinary(db: Db, access: ExtraordinaryAccess, studentId: number, graded: GradedExtraordinary): Promise<number> {
  if (access.result) throw conflict(EXERCISES_MSG.examAlreadyAnswered);
  try {
    return await db.transaction(async (tx) => {
      if (!(await closeSecondChance(tx, access.group.id, studentId, graded.calificacion))) throw conflict(EXERCISES_MSG.examAlreadyAnswered);
      return insertResult(tx, { id_alumno: studentId, id_grupo: access.group.id, id_evaluacion: access.exam.id_evaluacion, session: 0, editable: 0, ...graded });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EXERCISES_MSG.examAlreadyAnswered);
    throw err;
  }
}
