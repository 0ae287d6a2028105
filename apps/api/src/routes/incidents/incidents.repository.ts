import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IncidentMessage, IncidentStatus, ListRequest, StudentIncident, TeacherIncident } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { groupShortName, groupTeacherIds } from '../groups/public.js';
import { incidentMessages, incidents } from './incidents.schema.js';
import { rules } from '../rules/public.js';
import { paginate, searchCondition, totalRows } from '../../lib/paginate.js';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentValues = Partial<Pick<IncidentRow, 'notas' | 'idreglamento' | 'estatus' | 'deleted' | 'version'>>;
/** What the teacher chooses; the rest (school, status, author, time, version) is the server's. */
export type NewIncident = Pick<typeof incidents.$inferInsert, 'id_grupo' | 'id_alumno' | 'idreglamento' | 'id_ciclo' | 'notas'>;
type IncidentsSort = 'fecha' | 'idincidencias' | 'nombre_completo' | 'regla' | 'estatus';

/** The teacher who recorded an incident (users joined a second time). */
const creator = alias(users, 'creador');

const teacherFields = {
  idincidencias: incidents.id,
  id_alumno: incidents.id_alumno,
  nombre_completo: users.nombre_completo,
  regla: rules.regla,
  notas: incidents.notas,
  estatus: incidents.estatus,
  iderp: users.iderp,
  grupo_incidencia: incidents.id_grupo,
  idreglamento: incidents.idreglamento,
  idusuarioerp: creator.iderp,
  idcurso: rules.idcurso,
  deleted: incidents.deleted,
  id_ciclo: incidents.id_ciclo,
  version: incidents.version,
  creado: incidents.creado,
};

interface TeacherRow {
  idincidencias: number;
  id_alumno: number;
  nombre_completo: string;
  regla: string;
  notas: string | null;
  estatus: number;
  iderp: number | null;
  grupo_incidencia: number;
  idreglamento: number;
  idusuarioerp: number | null;
  idcurso: number;
  deleted: number;
  id_ciclo: number;
  version: number;
  creado: Date;
}

function teacherIncident({ creado, estatus, total: _total, ...row }: TeacherRow & { total?: number }): TeacherIncident {
  return { ...row, estatus: estatus as IncidentStatus, fecha: creado.toISOString() };
}

// The page's total rides along on every row (lib/paginate.ts); a read of one row ignores it.
const teacherRows = (db: Db) =>
  db
    .select({ ...teacherFields, total: totalRows })
    .from(incidents)
    .innerJoin(users, eq(users.id, incidents.id_alumno))
    .innerJoin(rules, eq(rules.id, incidents.idreglamento))
    .innerJoin(creator, eq(creator.id, incidents.creado_por));

/** One page of a group's incidents that are not deleted, searched by student, rule or note. */
export async function groupIncidentsPage(db: Db, groupId: number, request: ListRequest<IncidentsSort>) {
  const query = teacherRows(db)
    .where(
      and(
        eq(incidents.id_grupo, groupId),
        eq(incidents.deleted, 0),
        searchCondition(request.search, [users.nombre_completo, rules.regla, incidents.notas]),
      ),
    )
    .$dynamic();
  const page = await paginate(query, request, {
    sort: { fecha: incidents.creado, idincidencias: incidents.id, nombre_completo: users.nombre_completo, regla: rules.regla, estatus: incidents.estatus },
    tieBreaker: incidents.id,
  });
  return { items: page.items.map(teacherIncident), total: page.total };
}

/** One incident in the teacher's shape (deleted ones too: the answer to a delete shows it). */
export async function teacherIncidentById(db: Db, id: number): Promise<TeacherIncident | undefined> {
  const [row] = await teacherRows(db).where(eq(incidents.id, id)).limit(1);
  return row ? teacherIncident(row) : undefined;
}

/** A student's incidents that are not deleted, newest first, each with its messages. */
export async function studentIncidents(db: Db, studentId: number, escuela: number): Promise<StudentIncident[]> {
  const rows = await db
    .select({
      idincidencias: incidents.id,
      grupo_incidencia: incidents.id_grupo,
      // Never null: an incident's group is a foreign key.
      grupo: groupShortName(incidents.id_grupo) as SQL<string>,
      idreglamento: incidents.idreglamento,
      regla: rules.regla,
      notas: incidents.notas,
      estatus: incidents.estatus,
      version: incidents.version,
      creado: incidents.creado,
    })
    .from(incidents)
    .innerJoin(rules, eq(rules.id, incidents.idreglamento))
    .where(and(eq(incidents.id_alumno, studentId), eq(incidents.escuela, escuela), eq(incidents.deleted, 0)))
    .orderBy(desc(incidents.creado), desc(incidents.id));
  const threads = await messagesOfMany(
    db,
    rows.map((r) => r.idincidencias),
  );
  return rows.map(({ creado, estatus, ...row }) => ({
    ...row,
    estatus: estatus as IncidentStatus,
    fecha: creado.toISOString(),
    mensajes: threads.get(row.idincidencias) ?? [],
  }));
}

const messageFields = {
  id: incidentMessages.id,
  id_incidencia: incidentMessages.id_incidencia,
  nota: incidentMessages.nota,
  fecha: incidentMessages.fecha,
  nota_respuesta: incidentMessages.nota_respuesta,
  fecha_respuesta: incidentMessages.fecha_respuesta,
};

function wireMessage(row: { id: number; nota: string; fecha: Date; nota_respuesta: string | null; fecha_respuesta: Date | null }): IncidentMessage {
  return {
    id: row.id,
    nota: row.nota,
    fecha: row.fecha.toISOString(),
    nota_respuesta: row.nota_respuesta,
    fecha_respuesta: row.fecha_respuesta?.toISOString() ?? null,
  };
}

async function messagesOfMany(db: Db, incidentIds: readonly number[]): Promise<Map<number, IncidentMessage[]>> {
  const threads = new Map<number, IncidentMessage[]>();
  if (incidentIds.length === 0) return threads;
  const rows = await db
    .select(messageFields)
    .from(incidentMessages)
    .where(inArray(incidentMessages.id_incidencia, [...incidentIds]))
    .orderBy(asc(incidentMessages.fecha), asc(incidentMessages.id));
  for (const row of rows) threads.set(row.id_incidencia, [...(threads.get(row.id_incidencia) ?? []), wireMessage(row)]);
  return threads;
}

/** An incident's rejection history, oldest first. */
export async function messagesOf(db: Db, incidentId: number): Promise<IncidentMessage[]> {
  return (await messagesOfMany(db, [incidentId])).get(incidentId) ?? [];
}

/** The incident's latest message (the one a reply answers). */
export async function lastMessage(db: Db, incidentId: number) {
  const [row] = await db
    .select(messageFields)
    .from(incidentMessages)
    .where(eq(incidentMessages.id_incidencia, incidentId))
    .orderBy(desc(incidentMessages.fecha), desc(incidentMessages.id))
    .limit(1);
  return row;
}

export async function messageExists(db: Db, incidentId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: incidentMessages.id })
    .from(incidentMessages)
    .where(and(eq(incidentMessages.id, messageId), eq(incidentMessages.id_incidencia, incidentId)))
    .limit(1);
  return row !== undefined;
}

/** An incident with the teachers of its group, for deciding who may touch it. */
export async function incidentWithTeachers(db: Db, id: number) {
  const [row] = await db
    .select({ incident: incidents, ...groupTeacherIds(incidents.id_grupo) })
    .from(incidents)
    .where(eq(incidents.id, id))
    .limit(1);
  return row;
}

/** The incident's row, locked until the transaction ends: two changes at once are decided one after the other. */
export async function lockIncident(tx: Db, id: number): Promise<IncidentRow | undefined> {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  return row;
}

export async function insertIncident(tx: Db, row: typeof incidents.$inferInsert): Promise<IncidentRow> {
  const [created] = await tx.insert(incidents).values(row).returning();
  return created!;
}

export async function updateIncident(tx: Db, id: number, values: IncidentValues): Promise<void> {
  await tx.update(incidents).set(values).where(eq(incidents.id, id));
}

export async function insertMessage(tx: Db, row: typeof incidentMessages.$inferInsert): Promise<void> {
  await tx.insert(incidentMessages).values(row);
}

export async function answerMessage(tx: Db, messageId: number, answer: { nota_respuesta: string; respondido_por: number; fecha_respuesta: Date }) {
  await tx.update(incidentMessages).set(answer).where(eq(incidentMessages.id, messageId));
}

/** The course type (rules.idcurso) and cycle of a group; whether a student is in it; a rule (their owners' front doors). */
export { groupCourseType as groupCourse, isEnrolled } from '../groups/public.js';
export { findRule } from '../rules/public.js';
