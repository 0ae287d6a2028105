import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ATTENDANCE_CODE_TRIES } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { attendanceCodes } from './attendance.schema.js';

/** The teacher's code of today for the group, validated or not, while it lasts. */
export async function todayCode(db: Db, groupId: number, teacherId: number, today: string, now: Date) {
  const [row] = await db
    .select({ id: attendanceCodes.id, codigo: attendanceCodes.codigo, intentos: attendanceCodes.intentos, validado: attendanceCodes.validado })
    .from(attendanceCodes)
    .where(
      and(
        eq(attendanceCodes.id_grupo, groupId),
        eq(attendanceCodes.id_usuario, teacherId),
        eq(attendanceCodes.fecha, today),
        gt(attendanceCodes.expira, now),
      ),
    );
  return row;
}

/** Counts a wrong try, atomically; answers the tries left (0 when none were left). */
export async function countWrongTry(db: Db, codeId: number): Promise<number> {
  const [row] = await db
    .update(attendanceCodes)
    .set({ intentos: sql`${attendanceCodes.intentos} + 1` })
    .where(and(eq(attendanceCodes.id, codeId), lt(attendanceCodes.intentos, ATTENDANCE_CODE_TRIES)))
    .returning({ intentos: attendanceCodes.intentos });
  return row ? ATTENDANCE_CODE_TRIES - row.intentos : 0;
}

/** Marks the code validated; a twin request that validated it first keeps its time. */
export async function markValidated(db: Db, codeId: number, now: Date): Promise<void> {
  await db
    .update(attendanceCodes)
    .set({ validado: now })
    .where(and(eq(attendanceCodes.id, codeId), isNull(attendanceCodes.validado)));
}

/** The group's school, branch and teachers (1 and 2, when set) with their names: what issuing a code checks. */
export { groupWithTeachers as groupForCodes } from '../groups/public.js';

/** Every code of the group's day, by teacher. */
export async function codesOfDay(db: Db, groupId: number, fecha: string) {
  return db
    .select({ id_usuario: attendanceCodes.id_usuario, codigo: attendanceCodes.codigo, intentos: attendanceCodes.intentos, validado: attendanceCodes.validado })
    .from(attendanceCodes)
    .where(and(eq(attendanceCodes.id_grupo, groupId), eq(attendanceCodes.fecha, fecha)));
}

/** A new code of the day; false when one was written meanwhile (the caller reads it). */
export async function insertCode(db: Db, row: typeof attendanceCodes.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(attendanceCodes).values(row).onConflictDoNothing().returning({ id: attendanceCodes.id });
  return inserted.length === 1;
}

/** A code whose tries ran out gets a new one with every try again. */
export async function renewCode(db: Db, codeId: number, codigo: string, by: number): Promise<void> {
  await db.update(attendanceCodes).set({ codigo, intentos: 0, creado_por: by }).where(and(eq(attendanceCodes.id, codeId), isNull(attendanceCodes.validado)));
}
