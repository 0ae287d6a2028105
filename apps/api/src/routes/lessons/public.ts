import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RESOURCE_SET } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { evaluations, lessons, resources } from './lessons.schema.js';

// The lessons area's front door (decision 036): sessions, resources,
// evaluations, lesson files and a student's study records.

export { demoMediaFile, demoMediaIndex, LESSON_MEDIA_DIR, readLessonFile, storeLessonFiles } from './lesson-files.js';
export type { LessonFile, ListeningClip } from './lesson-files.js';
export { levelResources, sessionIdsOfGroup, sessionsOf, studentLessonRecords } from './study-records.js';
export type { StudentLessonRecords } from './study-records.js';

// Still joined inside one statement (the list to shrink into named reads):
// exercises' hot reads (evaluations), attendance's class list and grades'
// group grades (lessons).
export { evaluations, lessons } from './lessons.schema.js';

/** The level's graded ordinary resources with their evaluation's name, in display order (a teacher's exercises and exams). */
export async function levelEvaluations(db: Db, levelId: number) {
  return db
    .select({ id_evaluacion: resources.id_evaluacion, leccion: resources.leccion, tipo: resources.tipo, nombre: evaluations.nombre })
    .from(resources)
    .innerJoin(evaluations, eq(evaluations.id, resources.id_evaluacion))
    .where(and(eq(resources.id_nivel, levelId), eq(resources.conjunto, RESOURCE_SET.ordinary), isNotNull(resources.id_evaluacion)))
    .orderBy(asc(resources.leccion), asc(resources.tipo), asc(resources.orden), asc(resources.id));
}

/** Whether an evaluation is one of the level's resources. */
export async function levelHasEvaluation(db: Db, levelId: number, evaluationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id_nivel, levelId), eq(resources.id_evaluacion, evaluationId)))
    .limit(1);
  return row !== undefined;
}

/** The name and type of the evaluation whose id is in `evaluationId`, as columns of the caller's statement. */
export const evaluationNameAndType = (evaluationId: AnyPgColumn) => ({
  nombre: sql<string>`(select ${evaluations.nombre} from ${evaluations} where ${evaluations.id} = ${evaluationId})`,
  tipo: sql<number>`(select ${evaluations.tipo} from ${evaluations} where ${evaluations.id} = ${evaluationId})`,
});

/** The ids of these groups' sessions, as a subquery for attendance's front door. */
export const sessionIdsOfGroups = (db: Db, groupIds: readonly number[]) =>
  db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id_grupo, [...groupIds]));

/** The sessions of these groups: id, group, number and date. */
export async function groupsSessions(db: Db, groupIds: readonly number[]) {
  return db.select({ id: lessons.id, id_grupo: lessons.id_grupo, leccion: lessons.leccion, fecha: lessons.fecha }).from(lessons).where(inArray(lessons.id_grupo, [...groupIds]));
}

/** The graded resources of these levels' ordinary set: level, lesson, type and evaluation. */
export async function levelsGradedResources(db: Db, levelIds: readonly number[]) {
  return db
    .select({ id_nivel: resources.id_nivel, leccion: resources.leccion, tipo: resources.tipo, id_evaluacion: resources.id_evaluacion })
    .from(resources)
    .where(and(inArray(resources.id_nivel, [...levelIds]), eq(resources.conjunto, RESOURCE_SET.ordinary)));
}
