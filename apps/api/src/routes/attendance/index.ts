import {
  addDays,
  ATTENDANCE_CODE_TRIES,
  ATTENDANCE_MSG,
  attendanceCalendarCall,
  attendanceCodeExistsCall,
  attendanceCodeValidateCall,
  attendanceHistoryCall,
  attendanceListCall,
  attendanceSaveCall,
  classDatesCall,
  formatMessage,
  MSG,
  paymentDateCall,
} from '@lms/contract';
import { users } from '../../db/schema/users.js';
import { attendance } from './attendance.schema.js';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { auditOf, recordAudit } from '../../lib/audit.js';
import { assertCanSeeGroup } from '../groups/public.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { defineArea, type AreaDeps } from '../types.js';
import { registerAttendanceCodeIssuing } from './attendance-codes.js';
import { countWrongTry, markValidated, todayCode } from './attendance-codes.repository.js';
import { allowedDates, attendanceCalendar, attendanceList, attendanceRecord, claimSubmission, enrolledIds, saveMarks } from './attendance.repository.js';

const nameList = new Intl.ListFormat('es', { type: 'conjunction' });

/** 'Ana, Luis y Pedro', or 'Ana, Luis, Pedro y 2 más': the students a refused save names. */
async function namesOf(db: Db, ids: readonly number[]): Promise<string> {
  const rows = await db.select({ nombre: users.nombre_completo }).from(users).where(inArray(users.id, [...ids]));
  const names = rows.map((r) => r.nombre).sort((a, b) => a.localeCompare(b, 'es'));
  return nameList.format(names.length <= 3 ? names : [...names.slice(0, 3), `${names.length - 3} más`]);
}

/** The body's id_nivel and id_teacher, when sent, must be the group's level and the caller. */
function assertSentIds(group: { id_nivel: number }, body: { id_nivel?: number; id_teacher?: number }, userId: number) {
  if (body.id_nivel !== undefined && body.id_nivel !== group.id_nivel) throw badRequest(ATTENDANCE_MSG.levelMismatch);
  if (body.id_teacher !== undefined && body.id_teacher !== userId) throw forbidden(MSG.forbidden);
}

async function assertAllowedDate(db: Db, clock: AreaDeps['clock'], groupId: number, fecha: string) {
  const dates = await allowedDates(db, groupId, schoolToday(clock));
  if (!dates.includes(fecha)) throw badRequest(formatMessage(ATTENDANCE_MSG.attendanceDateNotAllowed, { fecha }));
}

/** The teacher's class days: which dates take attendance, the calendar, a day's list and its save. */
function registerClassDays({ calls, db, clock, escuela }: AreaDeps) {
  calls.register(classDatesCall, async ({ body, session }) => {
    assertSentIds(await assertCanSeeGroup(db, session, body.id_grupo), body, session.userId);
    return allowedDates(db, body.id_grupo, schoolToday(clock));
  });

  calls.register(attendanceCalendarCall, async ({ body, session }) => {
    assertSentIds(await assertCanSeeGroup(db, session, body.id_grupo), body, session.userId);
    return attendanceCalendar(db, body.id_grupo, schoolToday(clock));
  });

  calls.register(attendanceListCall, async ({ body, session }) => {
    assertSentIds(await assertCanSeeGroup(db, session, body.id_grupo), body, session.userId);
    await assertAllowedDate(db, clock, body.id_grupo, body.fecha);
    return attendanceList(db, body.id_grupo, body.fecha);
  });

  calls.register(attendanceSaveCall, async ({ body, session }) => {
    assertSentIds(await assertCanSeeGroup(db, session, body.id_grupo), body, session.userId);
    const ids = body.asistencias.map((m) => m.id_alumno);
    if (new Set(ids).size !== ids.length) throw badRequest(ATTENDANCE_MSG.attendanceStudentTwice);
    const enrolled = await enrolledIds(db, body.id_grupo);
    if (ids.some((id) => !enrolled.has(id))) throw badRequest(ATTENDANCE_MSG.attendanceStudentNotInGroup);
    const at = clock.now();
    await db.transaction(async (tx) => {
      // A save the server already applied (sent again after a lost answer, or twice from the offline queue).
      if (body.id_envio && !(await claimSubmission(tx, { id_envio: body.id_envio, id_grupo: body.id_grupo, fecha: body.fecha, id_teacher: session.userId, recibido: at }))) return;
      await assertAllowedDate(tx, clock, body.id_grupo, body.fecha);
      const { changedMeanwhile } = await saveMarks(tx, { escuela, groupId: body.id_grupo, fecha: body.fecha, marks: body.asistencias, teacherId: session.userId, at, offline: body.sin_conexion === true });
      if (changedMeanwhile.length > 0) throw conflict(formatMessage(ATTENDANCE_MSG.attendanceChangedMeanwhile, { alumnos: await namesOf(tx, changedMeanwhile) }));
    });
    return { message: ATTENDANCE_MSG.attendanceSaved };
  });
}

/** A mark's payment date, and what was changed on a mark. */
function registerMarkRecords({ calls, db, clock, escuela }: AreaDeps) {
  calls.register(paymentDateCall, async ({ body, session }) => {
    const record = await attendanceRecord(db, body.id_asistencia);
    if (!record) throw notFound(ATTENDANCE_MSG.attendanceNotFound);
    await assertCanSeeGroup(db, session, record.id_grupo);
    if (body.fecha_pago !== null && (body.fecha_pago < record.fecha || body.fecha_pago > addDays(record.fecha, 366))) {
      throw badRequest(ATTENDANCE_MSG.paymentDateRange);
    }
    const at = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(attendance).set({ fecha_pago: body.fecha_pago, updated_at: at }).where(eq(attendance.id, record.id));
      const row = { fecha: record.fecha, id_alumno: record.id_alumno, valor_asistencia: record.valor_asistencia };
      await recordAudit(tx, [
        {
          escuela,
          kind: 'asistencia',
          recordId: record.id,
          groupId: record.id_grupo,
          by: session.userId,
          at,
          before: { ...row, fecha_pago: record.fecha_pago },
          after: { ...row, fecha_pago: body.fecha_pago },
        },
      ]);
    });
    return { message: ATTENDANCE_MSG.paymentDateSaved };
  });

  calls.register(attendanceHistoryCall, async ({ params, session }) => {
    const record = await attendanceRecord(db, params.id);
    if (!record) throw notFound(ATTENDANCE_MSG.attendanceNotFound);
    await assertCanSeeGroup(db, session, record.id_grupo);
    return auditOf(db, escuela, 'asistencia', record.id);
  });
}

/** The student's side of the class code: whether one is asked today, and checking it. */
function registerStudentCodes({ calls, db, clock }: AreaDeps) {
  calls.register(attendanceCodeExistsCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    await assertCanSeeGroup(db, session, body.id_grupo);
    const code = await todayCode(db, body.id_grupo, session.userId, schoolToday(clock), clock.now());
    // A validated code is not asked again; one whose tries ran out is not offered either.
    return { existe: code !== undefined && code.validado === null && code.intentos < ATTENDANCE_CODE_TRIES };
  });

  calls.register(attendanceCodeValidateCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    await assertCanSeeGroup(db, session, body.id_grupo);
    const now = clock.now();
    const code = await todayCode(db, body.id_grupo, session.userId, schoolToday(clock), now);
    if (!code) throw notFound(ATTENDANCE_MSG.attendanceCodeMissing);
    const right = body.codigo.toUpperCase() === code.codigo.toUpperCase();
    // Sent again (a lost answer, a second tap): the same code answers the same; nothing more is counted.
    if (code.validado !== null) {
      if (right) return { message: ATTENDANCE_MSG.attendanceCodeValidated };
      throw badRequest(ATTENDANCE_MSG.attendanceCodeAlreadyValidated);
    }
    if (code.intentos >= ATTENDANCE_CODE_TRIES) throw badRequest(ATTENDANCE_MSG.attendanceCodeExhausted);
    if (!right) {
      const left = await countWrongTry(db, code.id);
      throw badRequest(left > 0 ? formatMessage(ATTENDANCE_MSG.attendanceCodeWrong, { n: left }) : ATTENDANCE_MSG.attendanceCodeExhausted);
    }
    await markValidated(db, code.id, now);
    return { message: ATTENDANCE_MSG.attendanceCodeValidated };
  });

}

export const area = defineArea({
  name: 'attendance',
  register: (deps) => {
    registerClassDays(deps);
    registerMarkRecords(deps);
    registerStudentCodes(deps);
    registerAttendanceCodeIssuing(deps);
  },
});
