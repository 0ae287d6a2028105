import { describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@lms/contract';
import { changedMarks, markUnmarkedPresent, shownValue, type Choice } from './marks';

const row = (id_alumno: number, valor_asistencia: number | null): AttendanceRow => ({
  id_alumno,
  alumno: `Alumno ${id_alumno}`,
  matricula: `A${id_alumno}`,
  avatar: null,
  valor_asistencia,
  fecha_pago: null,
  id_asistencia: valor_asistencia === null ? null : id_alumno * 10,
  tipo_curso: 1,
});
const rows = [row(1, null), row(2, 1), row(3, 3), row(4, 2)];
const map = (entries: Array<[number, Choice]>) => new Map<number, Choice>(entries);

describe('attendance marks', () => {
  it('shows the unsaved mark, then the one waiting on the phone, then the server’s', () => {
    expect(rows.map((r) => shownValue(r, map([[1, 2]]), map([[2, 2]])))).toEqual([2, 2, 3, 2]);
  });

  it('sends only what differs from the server and the phone, each with the mark it replaces', () => {
    const draft = map([[1, 1], [2, 1], [3, 1], [4, 1]]);
    expect(changedMarks(rows, draft, map([[4, 1]]))).toEqual([
      { id_alumno: 1, valor_asistencia: 1, anterior: null },
      { id_alumno: 3, valor_asistencia: 1, anterior: 3 },
    ]);
    // A mark kept on the phone is what the server will hold when this one arrives.
    expect(changedMarks(rows, map([[4, 1]]), map([[4, 2]]))).toEqual([{ id_alumno: 4, valor_asistencia: 1, anterior: 2 }]);
    expect(changedMarks(rows, new Map(), new Map())).toEqual([]);
  });

  it('marks present only the students without a mark', () => {
    expect([...markUnmarkedPresent(rows, map([[4, 1]]), new Map())]).toEqual([[4, 1], [1, 1]]);
  });
});
