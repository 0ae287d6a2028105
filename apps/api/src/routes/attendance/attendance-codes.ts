import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_TRIES, ATTENDANCE_MSG, attendanceCodeIssueCall, attendanceCodesTodayCall, MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { coordinatedBranches } from '../comments/public.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { schoolDayEnd, schoolToday } from '../../lib/school-date.js';
import type { SessionContext } from '../../plugins/session.js';
import type { AreaDeps } from '../types.js';
import { codesOfDay, groupForCodes, insertCode, renewCode, todayCode } from './attendance-codes.repository.js';

/** Letters and digits a teacher cannot misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Who issues attendance codes (decision 026): the coordination of the
 * group's branch (decision 028's coordinators) or the school's
 * administration. Answers the group's teachers.
 */
async function issuerGroup(db: Db, session: SessionContext, groupId: number) {
  const group = await groupForCodes(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  const issues = session.roll === 'ADMINISTRADOR' || (await coordinatedBranches(db, session.userId, session.escuela)).some((b) => b.id === group.id_plantel);
  return { group, issues };
}

/** The coordination's side of 'Validar Asistencia': today's codes of a group, and issuing one. */
export function registerAttendanceCodeIssuing({ calls, db, clock }: AreaDeps) {
  calls.register(attendanceCodesTodayCall, async ({ body, session }) => {
    const { group, issues } = await issuerGroup(db, session, body.id_grupo);
    const fecha = schoolToday(clock);
    // Asked by every teacher's group screen: not issuing here is an answer, not an error (a 403 would fill consoles).
    if (!issues) return { fecha, puede_generar: false, teachers: [] };
    const codes = await codesOfDay(db, body.id_grupo, fecha);
    return {
      fecha,
      puede_generar: true,
      teachers: group.teachers.map((t) => {
        const code = codes.find((c) => c.id_usuario === t.id_usuario);
        // Nobody sees the code meant for themselves (a coordinator teaching the group would validate their own attendance): only whether it is validated.
        const shown = t.id_usuario === session.userId ? undefined : code;
        return {
          ...t,
          codigo: shown?.codigo ?? null,
          intentos_restantes: shown ? Math.max(0, ATTENDANCE_CODE_TRIES - shown.intentos) : null,
          validado: code?.validado?.toISOString() ?? null,
        };
      }),
    };
  });

  calls.register(attendanceCodeIssueCall, async ({ body, session }) => {
    const { group, issues } = await issuerGroup(db, session, body.id_grupo);
    if (!issues) throw forbidden(ATTENDANCE_MSG.attendanceCodeNotCoordinator);
    if (body.id_usuario === session.userId) throw forbidden(ATTENDANCE_MSG.attendanceCodeOwn);
    if (!group.teachers.some((t) => t.id_usuario === body.id_usuario)) throw badRequest(ATTENDANCE_MSG.attendanceCodeNotTeacher);
    const fecha = schoolToday(clock);

    const now = clock.now();
    const issued = (codigo: string) => ({ message: ATTENDANCE_MSG.attendanceCodeIssued, codigo });
    const existing = await todayCode(db, body.id_grupo, body.id_usuario, fecha, now);
    if (existing?.validado) throw conflict(ATTENDANCE_MSG.attendanceCodeTeacherValidated);
    // Asked again (a second tap, another coordinator): the same code while it has tries.
    if (existing && existing.intentos < ATTENDANCE_CODE_TRIES) return issued(existing.codigo);
    const codigo = newCode();
    if (existing) {
      await renewCode(db, existing.id, codigo, session.userId);
      return issued(codigo);
    }
    if (await insertCode(db, { id_grupo: body.id_grupo, id_usuario: body.id_usuario, fecha, codigo, intentos: 0, expira: schoolDayEnd(fecha), creado_por: session.userId })) {
      return issued(codigo);
    }
    const written = await todayCode(db, body.id_grupo, body.id_usuario, fecha, now);
    return issued(written?.codigo ?? codigo);
  });
}
