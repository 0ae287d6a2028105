import { and, eq } from 'drizzle-orm';
import { answerEvaluationCall, solvedEvaluationCall, studentResourcesCall, type Answer } from '@lms/contract';
import { results } from '../routes/grades/grades.schema.js';
import { groups } from '../routes/groups/groups.schema.js';
import { resources } from '../routes/lessons/lessons.schema.js';
import { someAnswers } from './harness/world.js';
import { demoUserId } from '../seed/index.js';
import { demoStudentMidCycle } from './demo-student.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A student's study calls in one group, for the exercises tests: the lessons
 * list, reading and sending an evaluation, and what those tests look up.
 */
export function studyCalls(t: TestApp, cookie: string, studentId: number, groupId: number) {
  const lessons = async (tipo: 0 | 1 = 0) => t.requestJson(studentResourcesCall, { cookie, body: { id_alumno: studentId, id_grupo: groupId, tipo } });
  const read = (id_evaluacion: number) => t.request(solvedEvaluationCall, { cookie, body: { id_usuario: studentId, id_grupo: groupId, id_evaluacion } });
  const send = (id_evaluacion: number, preguntas: Answer[], more: Record<string, number> = {}) =>
    t.request(answerEvaluationCall, { cookie, body: { id_alumno: studentId, id_grupo: groupId, id_evaluacion, preguntas, ...more } });
  return {
    lessons,
    read,
    send,
    /** The open resources of one kind in the group, lesson by lesson: answered ones, or those of lessons without a grade. */
    async openOfKind(tipo: number, answered: boolean) {
      const rows = await lessons();
      return rows.filter((r) => r.abrir === 1).flatMap((r) => r.recursos.filter((x) => x.tipo === tipo && (answered ? x.editable === 0 || r.calificacion !== null : r.calificacion === null)));
    },
    /** The level's evaluation of the given lesson and tipo (ordinary lessons unless `conjunto` 1). */
    async levelEvaluation(leccion: number, tipo: number, conjunto = 0) {
      const [group] = await t.database.db.select({ nivel: groups.id_nivel }).from(groups).where(eq(groups.id, groupId));
      const [row] = await t.database.db
        .select({ id: resources.id_evaluacion })
        .from(resources)
        .where(and(eq(resources.id_nivel, group!.nivel), eq(resources.leccion, leccion), eq(resources.tipo, tipo), eq(resources.conjunto, conjunto)));
      return row!.id!;
    },
    /** One answer per question of an evaluation, as its screen shows it. */
    answersOf: async (evaluation: number) => someAnswers((await read(evaluation)).json().preguntas),
    /** Removes the student's results of these evaluations (a test leaves the lessons as it found them). */
    forget: (...evaluations: number[]) =>
      Promise.all(evaluations.map((e) => t.database.db.delete(results).where(and(eq(results.id_alumno, studentId), eq(results.id_evaluacion, e))))),
    /** A refused answer's status and message. */
    refusal: async (res: Awaited<ReturnType<typeof read>>) => [res.statusCode, res.json().message] as const,
  };
}

/** A fresh app with school 1's demo.alumno mid-cycle in her current group (ADU-N3-C), and her study calls there. */
export async function studentInCurrentGroup() {
  const t = await createTestApp();
  const { cookie, groupIds } = await demoStudentMidCycle(t);
  const current = groupIds[2]!;
  return { t, cookie, current, calls: studyCalls(t, cookie, demoUserId(1, 'alumno'), current) };
}
