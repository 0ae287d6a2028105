/**
 * The bare limits' own queries (decision 021): written here, over the
 * schema's tables, to read what the service's statements read, so that no
 * production module exports a query builder only for a benchmark. When the
 * service's SQL changes, the bench's limit stays what the answer needs.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StoredQuestion } from '@lms/contract';
import type { Db } from '../src/db/index.js';
import { branches, courses, cycles, enrolments, groups, levels } from '../src/routes/groups/groups.schema.js';
import { questions } from '../src/routes/exercises/exercises.schema.js';
import { results } from '../src/routes/grades/grades.schema.js';
import { sessions, users } from '../src/db/schema/users.js';

/** A prepared statement's named parameter. */
export const param = (name: string) => sql.placeholder(name);

/** The live session of a token hash with its user: what every signed-in call reads first. */
export const sessionFields = { userId: users.id, escuela: sessions.escuela, roll: users.roll };
export const sessionQuery = (db: Db) =>
  db
    .select(sessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, param('tokenHash')), isNull(sessions.revoked_at), gt(sessions.expires_at, param('now')), gt(sessions.last_seen_at, param('seenAfter')), eq(users.activo, 1)))
    .limit(1);

/** A student's enrolled groups with the columns grupos.alumno answers, by level and cycle. */
export const studentGroupFields = {
  id: groups.id,
  grupo_corto: groups.grupo_corto,
  grupo: groups.grupo,
  id_nivel: groups.id_nivel,
  nivel: levels.nivel,
  id_curso: groups.id_curso,
  curso: courses.curso,
  id_ciclo: groups.id_ciclo,
  ciclo: cycles.ciclo,
  tipo: groups.tipo,
  hora_inicio: groups.hora_inicio,
  hora_fin: groups.hora_fin,
  zoom: groups.zoom,
  lunes: groups.lunes,
  martes: groups.martes,
  miercoles: groups.miercoles,
  jueves: groups.jueves,
  viernes: groups.viernes,
  sabado: groups.sabado,
  domingo: groups.domingo,
  inicio_ciclo: cycles.fecha_inicio,
  fin_ciclo: cycles.fecha_fin,
  primera: enrolments.primera,
  sinCalificacion: enrolments.primera_sin_calificacion,
  segunda: enrolments.segunda,
  calificacion_final_primera_oportunidad: enrolments.calificacion_final_primera_oportunidad,
  calificacion_final_segunda_oportunidad: enrolments.calificacion_final_segunda_oportunidad,
  plantel: sql<string>`coalesce(${branches.plantel}, '')`,
  telefono_plantel: branches.telefono,
};
export const studentGroupsQuery = (db: Db) =>
  db
    .select(studentGroupFields)
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .leftJoin(branches, eq(branches.id, groups.id_plantel))
    .where(and(eq(enrolments.id_alumno, param('studentId')), eq(groups.deleted, 0)))
    .orderBy(groups.id_nivel, cycles.fecha_inicio, groups.id);

/** An evaluation's questions: the grading columns, and with the text and media for a review. */
export const gradingFields = {
  num_pregunta: questions.num_pregunta,
  tipo: questions.tipo,
  valor: questions.valor,
  valor1: questions.valor1,
  valor2: questions.valor2,
  valor3: questions.valor3,
  valor4: questions.valor4,
  opcion_correcta: questions.opcion_correcta,
};
export const reviewFields = { ...gradingFields, pregunta: questions.pregunta, ruta_imagen: questions.ruta_imagen, ruta_audio: questions.ruta_audio };
export const questionsQuery = (db: Db, fields: typeof gradingFields | typeof reviewFields) =>
  db.select(fields).from(questions).where(eq(questions.id_evaluacion, param('evaluationId'))).orderBy(asc(questions.num_pregunta));

/** The student's result of one evaluation in a group. */
export const resultFields = {
  id: results.id,
  calificacion: results.calificacion,
  calificaciontotal: results.calificaciontotal,
  editable: results.editable,
  version: results.version,
  respuestas: results.respuestas,
};
export const resultQuery = (db: Db) =>
  db
    .select(resultFields)
    .from(results)
    .where(and(eq(results.id_alumno, param('studentId')), eq(results.id_grupo, param('groupId')), eq(results.id_evaluacion, param('evaluationId'))))
    .limit(1);

/** An exercise sent again: the new grade over the named result while it is the student's, editable and of the version sent, if one is named. */
export const resendQuery = (db: Db) =>
  db
    .update(results)
    .set({
      calificacion: sql`${param('calificacion')}`,
      calificaciontotal: sql`${param('calificaciontotal')}`,
      respuestas: sql`${param('respuestas')}::jsonb`,
      fecha: sql`now()`,
      version: sql`${results.version} + 1`,
    })
    .where(
      and(
        eq(results.id, param('resultId')),
        eq(results.id_alumno, param('studentId')),
        eq(results.id_grupo, param('groupId')),
        eq(results.id_evaluacion, param('evaluationId')),
        eq(results.editable, 1),
        // The version the client saw, when it names one (null: the spec's payload, which names none).
        sql`${results.version} = coalesce(${param('version')}::int, ${results.version})`,
      ),
    )
    .returning({ id: results.id });

/** A question row (drivers give numeric columns as text) as grading reads it. */
export const gradingQuestion = (r: Record<string, unknown>): StoredQuestion => ({
  num_pregunta: Number(r.num_pregunta),
  valor: Number(r.valor),
  idTipoPregunta: Number(r.tipo),
  opciones: [String(r.valor1), String(r.valor2), String(r.valor3), String(r.valor4)] as const,
  opcion_correcta: r.opcion_correcta === null ? null : Number(r.opcion_correcta),
});

/** The choice per question number of stored answers. */
export function choicesOf(respuestas: unknown): Map<number, number> {
  const list = Array.isArray(respuestas) ? (respuestas as Array<{ num_pregunta: number; eleccion: number }>) : [];
  return new Map(list.map((a) => [a.num_pregunta, a.eleccion]));
}
