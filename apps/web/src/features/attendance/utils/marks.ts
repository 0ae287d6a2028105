import type { AttendanceMark, AttendanceRow } from '@lms/contract';

export type Choice = 1 | 2;

/**
 * What a row shows: the teacher's unsaved mark, else one kept on the phone
 * waiting for the network, else the server's (3 late and 4 no participation
 * are shown as recorded; only 1 and 2 can be set, spec 3 §2).
 */
export function shownValue(row: AttendanceRow, draft: ReadonlyMap<number, Choice>, pending: ReadonlyMap<number, Choice>): number | null {
  return draft.get(row.id_alumno) ?? pending.get(row.id_alumno) ?? row.valor_asistencia;
}

/**
 * The marks a save sends: only the students whose mark differs from what the
 * server and the phone already hold, each with the mark it replaces
 * (`anterior`), so a save over someone else's newer one is refused.
 */
export function changedMarks(rows: readonly AttendanceRow[], draft: ReadonlyMap<number, Choice>, pending: ReadonlyMap<number, Choice>): AttendanceMark[] {
  return rows.flatMap((row) => {
    const mark = draft.get(row.id_alumno);
    const before = pending.get(row.id_alumno) ?? row.valor_asistencia;
    if (mark === undefined || mark === before) return [];
    return [{ id_alumno: row.id_alumno, valor_asistencia: mark, anterior: before }];
  });
}

/** 'Todos presentes': every student without a mark yet becomes present; marks already made stay. */
export function markUnmarkedPresent(rows: readonly AttendanceRow[], draft: ReadonlyMap<number, Choice>, pending: ReadonlyMap<number, Choice>): Map<number, Choice> {
  const next = new Map(draft);
  for (const row of rows) if (shownValue(row, draft, pending) === null) next.set(row.id_alumno, 1);
  return next;
}
