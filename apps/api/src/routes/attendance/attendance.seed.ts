import { addDays } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { attendanceCodes } from './attendance.schema.js';
import { schoolDayEnd } from '../../lib/school-date.js';
import type { SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** demo.teacher's attendance code, the same every day so a demo (and its browser journey) can type it. */
export const DEMO_ATTENDANCE_CODE: Readonly<Record<1 | 2, string>> = { 1: 'K7M4Q2', 2: 'P3X8W5' };

/** The last day with recorded attendance in the demo: the sessions after it are waiting for the teacher. */
const FIRST_OPEN_DAY = '2026-11-18';

/**
 * An attendance code waiting for demo.teacher in the current online group
 * (class every day) on every day from FIRST_OPEN_DAY to the end of its cycle,
 * each valid until the end of its day in Monterrey (UTC−6): whichever day the
 * demo runs in the cycle, one is waiting.
 */
export async function seedAttendance(db: Db, school: SeedSchool): Promise<void> {
  const groupId = school.demoGroup(3);
  const end = school.cycles.find((c) => c.id === school.groups.find((g) => g.id === groupId)!.values.id_ciclo)!.fecha_fin;
  const days: string[] = [];
  for (let day = FIRST_OPEN_DAY; day <= end; day = addDays(day, 1)) days.push(day);
  await db.insert(attendanceCodes).values(
    days.map((fecha) => ({
      id_grupo: groupId,
      id_usuario: school.id('teacher'),
      fecha,
      codigo: DEMO_ATTENDANCE_CODE[school.escuela],
      expira: schoolDayEnd(fecha),
      creado_por: school.id('admin'),
    })),
  );
}

export const areaSeed = defineAreaSeed({ name: 'attendance', seed: seedAttendance });
