import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ATTENDANCE_CODE_TRIES } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { attendanceCodes } from '../../db/schema/index.js';

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
