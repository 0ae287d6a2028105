import { and, asc, eq, sql } from 'drizzle-orm';
import { allowedAttendanceDates, type AttendanceMark, type AttendanceRow } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { attendance, attendanceSubmissions } from './attendance.schema.js';
import { courses, cycles, enrolments, groups } from '../groups/public.js';
import { lessons } from '../lessons/public.js';
import { avatarParts, avatars } from '../profile/public.js';
import { preparedQuery } from '../../db/prepared.js';
import { recordAudit } from '../../lib/audit.js';

// The teacher's hot calls (the class list, its save) read through prepared statements (decision 021):
// drizzle builds their SQL once, PostgreSQL plans them once per connection.
const sessionDates = preparedQuery((db) =>
  db
    .select({ fecha: lessons.fecha, fin: cycles.fecha_fin })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .innerJoin(lessons, eq(lessons.id_grupo, groups.id))
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare('attendance_session_dates'),
);

/** The group's session dates that take attendance today (contract allowedAttendanceDates). */
export async function allowedDates(db: Db, groupId: number, today: string): Promise<string[]> {
  const rows = await sessionDates(db).execute({ groupId });
  if (rows.length === 0) return [];
  return allowedAttendanceDates(
    rows.map((r) => r.fecha),
    today,
    rows[0]!.fin,
  );
}

/** The group's calendar (contract attendanceDayNotice): its cycle's first and last day and every session date. */
export async function attendanceCalendar(db: Db, groupId: number, today: string): Promise<{ hoy: string; inicio: string; fin: string; sesiones: string[] }> {
  const [cycle] = await db
    .select({ inicio: cycles.fecha_inicio, fin: cycles.fecha_fin })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(eq(groups.id, groupId));
  const sessions = await db.select({ fecha: lessons.fecha }).from(lessons).where(eq(lessons.id_grupo, groupId)).orderBy(asc(lessons.fecha));
  return { hoy: today, inicio: cycle?.inicio ?? '', fin: cycle?.fin ?? '', sesiones: sessions.map((r) => r.fecha) };
}

/** The group's session on a date. */
const sessionAtRow = preparedQuery((db) =>
  db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id_grupo, sql.placeholder('groupId')), eq(lessons.fecha, sql.placeholder('fecha'))))
    .prepare('attendance_session_at'),
);

async function sessionAt(db: Db, groupId: number, fecha: string) {
  const [row] = await sessionAtRow(db).execute({ groupId, fecha });
  return row?.id;
}

/** The columns of the attendance list; `avatar` is the whole avatars row (null without one). */
const attendanceListFields = {
  id_alumno: users.id,
  alumno: users.nombre_completo,
  matricula: users.usuario,
  avatar: avatars,
  valor_asistencia: attendance.valor_asistencia,
  fecha_pago: attendance.fecha_pago,
  id_asistencia: attendance.id,
  tipo_curso: courses.tipo_curso,
};
const attendanceListRows = preparedQuery((db) =>
  db
    .select(attendanceListFields)
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(users, eq(users.id, enrolments.id_alumno))
    .leftJoin(avatars, eq(avatars.user_id, users.id))
    .leftJoin(attendance, and(eq(attendance.id_alumno, users.id), eq(attendance.id_leccion, sql.placeholder('sessionId'))))
    .where(eq(enrolments.id_grupo, sql.placeholder('groupId')))
    .orderBy(asc(users.nombre_completo), asc(users.id))
    .prepare('attendance_list'),
);

/** Every student of the group with the attendance of the session on `fecha` (null when not taken). */
export async function attendanceList(db: Db, groupId: number, fecha: string): Promise<AttendanceRow[]> {
  const sessionId = (await sessionAt(db, groupId, fecha)) ?? 0;
  const rows = await attendanceListRows(db).execute({ groupId, sessionId });
  return rows.map(({ avatar, ...r }) => ({ ...r, avatar: avatarParts(avatar) }));
}

/** The group's enrolled student ids. */
export async function enrolledIds(db: Db, groupId: number): Promise<Set<number>> {
  const rows = await db.select({ id: enrolments.id_alumno }).from(enrolments).where(eq(enrolments.id_grupo, groupId));
  return new Set(rows.map((r) => r.id));
}

/** Claims a phone's save id; false when it was applied before. */
export async function claimSubmission(tx: Db, row: typeof attendanceSubmissions.$inferInsert): Promise<boolean> {
  const claimed = await tx.insert(attendanceSubmissions).values(row).onConflictDoNothing().returning({ id: attendanceSubmissions.id_envio });
  return claimed.length === 1;
}

/** The marks of some students in a session as they were before a save. */
const markFields = { id_alumno: attendance.id_alumno, valor_asistencia: attendance.valor_asistencia, fecha_pago: attendance.fecha_pago };
// The students as one array parameter: the statement is the same whatever their number (decision 037).
const marksBeforeQuery = (db: Db, sessionId: number, studentIds: readonly number[]) =>
  db
    .select(markFields)
    .from(attendance)
    .where(and(eq(attendance.id_leccion, sessionId), sql`${attendance.id_alumno} = any(${`{${studentIds.join(',')}}`}::int[])`));

/** The marks set (insert or update), with each row's id back. */
const savedMarkFields = { id: attendance.id, ...markFields };
/**
 * The marks as two array parameters, zipped by unnest: drizzle builds a short
 * statement whatever the class's size (81 rows as values() took about 4 ms to
 * build, decision 037). Columns in the table's order; a new row's fecha_pago
 * is empty, an existing row keeps its id and fecha_pago.
 */
const saveMarksQuery = (db: Db, input: { sessionId: number; teacherId: number; at: Date; marks: readonly AttendanceMark[] }) =>
  db
    .insert(attendance)
    .select(
      sql`select nextval(pg_get_serial_sequence('attendance', 'id'))::int, ${input.sessionId}::int, m.id_alumno, m.valor::smallint, null::date, ${input.teacherId}::int, ${input.at.toISOString()}::timestamptz
        from unnest(${`{${input.marks.map((m) => m.id_alumno).join(',')}}`}::int[], ${`{${input.marks.map((m) => m.valor_asistencia).join(',')}}`}::int[]) as m(id_alumno, valor)`,
    )
    .onConflictDoUpdate({
      target: [attendance.id_leccion, attendance.id_alumno],
      set: { valor_asistencia: sql`excluded.valor_asistencia`, id_teacher: sql`excluded.id_teacher`, updated_at: sql`excluded.updated_at` },
    })
    .returning(savedMarkFields);

interface SaveInput {
  escuela: 1 | 2;
  groupId: number;
  fecha: string;
  marks: readonly AttendanceMark[];
  teacherId: number;
  at: Date;
  offline: boolean;
}

/**
 * Sets the session's marks (insert or update) and writes an audit line per
 * changed row. A mark sent with the one it replaces (`anterior`) that is no
 * longer the stored one means someone saved in between: nothing is written,
 * and the students whose marks changed are answered.
 */
export async function saveMarks(tx: Db, input: SaveInput): Promise<{ changedMeanwhile: number[] }> {
  const sessionId = await sessionAt(tx, input.groupId, input.fecha);
  if (sessionId === undefined) return { changedMeanwhile: [] };
  const ids = input.marks.map((m) => m.id_alumno);
  const checked = input.marks.filter((m) => m.anterior !== undefined);
  // Saves of one session wait for each other (rows may not exist yet to lock): each reads the marks the
  // previous one left, so the `anterior` check holds and every change gets its own audit line.
  await tx.execute(sql`select pg_advisory_xact_lock(${sessionId})`);
  const before = await marksBeforeQuery(tx, sessionId, ids);
  const stored = new Map(before.map((b) => [b.id_alumno, b.valor_asistencia]));
  // Already what this save sets: nothing of the other save is lost.
  const changedMeanwhile = checked
    .filter((m) => {
      const now = stored.get(m.id_alumno) ?? null;
      return now !== m.anterior && now !== m.valor_asistencia;
    })
    .map((m) => m.id_alumno);
  if (changedMeanwhile.length > 0) return { changedMeanwhile };
  const saved = await saveMarksQuery(tx, { sessionId, teacherId: input.teacherId, at: input.at, marks: input.marks });
  await recordAudit(
    tx,
    saved.map((row) => {
      const prior = before.find((b) => b.id_alumno === row.id_alumno);
      return {
        escuela: input.escuela,
        kind: 'asistencia' as const,
        recordId: row.id,
        groupId: input.groupId,
        by: input.teacherId,
        at: input.at,
        before: prior ? { fecha: input.fecha, id_alumno: row.id_alumno, valor_asistencia: prior.valor_asistencia, fecha_pago: prior.fecha_pago } : null,
        after: { fecha: input.fecha, id_alumno: row.id_alumno, valor_asistencia: row.valor_asistencia, fecha_pago: row.fecha_pago },
        origin: input.offline ? 'sin conexión' : null,
      };
    }),
  );
  return { changedMeanwhile: [] };
}

/** An attendance row with its session's group and date, for the checks of fechapago and history. */
export async function attendanceRecord(db: Db, id: number) {
  const [row] = await db
    .select({ id: attendance.id, id_alumno: attendance.id_alumno, valor_asistencia: attendance.valor_asistencia, fecha_pago: attendance.fecha_pago, id_grupo: lessons.id_grupo, fecha: lessons.fecha })
    .from(attendance)
    .innerJoin(lessons, eq(lessons.id, attendance.id_leccion))
    .where(eq(attendance.id, id));
  return row;
}
