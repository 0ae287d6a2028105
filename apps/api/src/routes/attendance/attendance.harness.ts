import { attendanceListCall, classDatesCall } from '@lms/contract';
import { actors, other, t } from '../../test/harness/world.js';

/** Recorded attendance: demo.teacher's group (its id and session date), and one of a group only demo.teacher2 teaches (attendance.fixtures.ts). */
export const attendanceWorld = { own: 0, ownDate: '', ownDates: [] as string[], foreign: 0 };

/** Made when the harness's world opens (test/harness/fixtures.ts). */
export async function openArea(): Promise<void> {
  const own = await recordedAttendance(actors.TEACHER.cookie, other.ownGroup);
  const foreign = await recordedAttendance(await t.login(1, 'demo.teacher2'), other.teacher2OnlyGroup);
  Object.assign(attendanceWorld, { own: own.id, ownDate: own.fecha, ownDates: own.dates, foreign: foreign.id });
}

/** The first recorded attendance of a group, as its teacher's attendance screen reads it. */
async function recordedAttendance(cookie: string, groupId: number) {
  const dates = await t.requestJson(classDatesCall, { cookie, body: { id_grupo: groupId } });
  const fecha = dates[0]!;
  const rows = await t.requestJson(attendanceListCall, { cookie, body: { id_grupo: groupId, fecha } });
  return { id: rows.find((r) => r.id_asistencia !== null)!.id_asistencia!, fecha, dates };
}
