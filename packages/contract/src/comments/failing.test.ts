import { describe, expect, it } from 'vitest';
import type { GradeReportInput } from '../grades/grade-report.js';
import { awaitsComment, failingStudentFilter, isFailingStudent, isCertificationGroup, isListedForComments, studentFigures, type FailingStudentInput } from './failing.js';

const student = (over: Partial<FailingStudentInput> = {}): FailingStudentInput => ({
  grupo: 'ADULTOS NIVEL 1 PRESENCIAL GRUPO P',
  primera: 58,
  segunda: 52,
  posibilidad: 90,
  extra: 52,
  ...over,
});

describe('isFailingStudent (spec 3 §5)', () => {
  it.each([
    ['both chances under 70 and the extraordinary under 70', {}, true],
    ['first at 70: the first clause fails, the possible grade is high', { primera: 70 }, false],
    ['second at 70', { segunda: 70 }, false],
    ['first passed but the possible grade under 80', { primera: 75, posibilidad: 79.99 }, true],
    ['possible grade exactly 80 and first passed', { primera: 75, posibilidad: 80 }, false],
    ["first 'SIN CALIFICACION' counts as not passed", { primera: 'SIN CALIFICACION' }, true],
    ['no first grade counts as not passed', { primera: null }, true],
    ['extraordinary not taken (extra empty)', { extra: null }, false],
    ['extraordinary passed at 70', { extra: 70, segunda: 70 }, false],
    ['extraordinary 69.99', { extra: 69.99 }, true],
    ['extraordinary 0 is a grade, not empty', { extra: 0 }, true],
    ['a CERTI group never', { grupo: 'CERTIFICACION ADULTOS NIVEL 3 GRUPO S' }, false],
    ['a certi group in any case', { grupo: 'Certi intensivo', posibilidad: 10 }, false],
  ] as const)('%s', (_, over, expected) => expect(isFailingStudent(student(over))).toBe(expected));

  it('reads CERTI anywhere in the long name', () => {
    expect(isCertificationGroup('ADULTOS CERTIFICACION')).toBe(true);
    expect(isCertificationGroup('ADULTOS NIVEL 3')).toBe(false);
  });
});

describe('awaitsComment and the whole filter', () => {
  it.each([
    [null, true],
    [2, true],
    [0, false],
    [1, false],
  ] as const)('a student whose comment is %s awaits one: %s', (id_estado, expected) => {
    expect(awaitsComment({ id_estado })).toBe(expected);
    expect(failingStudentFilter({ ...student(), id_estado })).toBe(expected);
  });

  it('never lets a student who is not at risk through, comment or not', () => {
    expect(failingStudentFilter({ ...student({ extra: null }), id_estado: null })).toBe(false);
  });

  it('lists the students at risk, and those an accepted comment approved', () => {
    expect(isListedForComments(student(), false)).toBe(true);
    expect(isListedForComments(student({ segunda: 70, extra: 70 }), false)).toBe(false);
    expect(isListedForComments(student({ segunda: 70, extra: 70 }), true)).toBe(true);
  });
});

describe('studentFigures', () => {
  const sessions = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, leccion: i + 1, fecha: `2026-09-${String(7 + i * 2).padStart(2, '0')}` }));
  const exercises = sessions.flatMap((s) => [
    { leccion: s.leccion, tipo: 1, id_evaluacion: s.leccion * 10 + 1 },
    { leccion: s.leccion, tipo: 1, id_evaluacion: s.leccion * 10 + 2 },
  ]);
  const exams = [
    { leccion: 5, tipo: 2, id_evaluacion: 500 },
    { leccion: 5, tipo: 3, id_evaluacion: 501 },
    { leccion: 10, tipo: 2, id_evaluacion: 1000 },
    { leccion: 10, tipo: 3, id_evaluacion: 1001 },
  ];
  const input = (over: Partial<GradeReportInput> = {}): GradeReportInput => ({
    weights: { valor_asistencias: 20, valor_ejercicios: 40, valor_examenes: 40, num_ejercicios: 20, num_examenes: 2 },
    sessions,
    attendance: new Map(),
    evaluations: [...exercises, ...exams, { leccion: 1, tipo: 4, id_evaluacion: null }],
    results: new Map(),
    comentario: [],
    today: '2026-11-22',
    cycleEnd: '2026-10-30',
    ...over,
  });

  it('counts what was done against what was planned, and the grade the student could still reach', () => {
    // Present 5, late 2, absent 2, sin participación 1: attended 7 of 10.
    const attendance = new Map([1, 1, 1, 1, 1, 3, 3, 2, 2, 4].map((v, i) => [100 + i, v]));
    // Ten exercises at 80, the mid-term exam 60 recovered with 75, the final never taken.
    const results = new Map<number, number>([...exercises.slice(0, 10).map((e) => [e.id_evaluacion, 80] as [number, number]), [500, 60], [501, 75]]);
    const f = studentFigures(input({ attendance, results }));
    expect(f).toEqual({
      examenes: 1,
      num_examenes: 2,
      ejercicios: 10,
      num_ejercicios: 20,
      // attendance (5 + 1) / 10 × 20 = 12; exercises 800 / 2000 × 40 = 16; exams 75 / 200 × 40 = 15
      total: 43,
      asistencias: 7,
      total_dias_laborales: 10,
      // the ten missing exercises and the final at 100: 12 + 1800 / 2000 × 40 + 175 / 200 × 40 = 12 + 36 + 35
      posibilidad: 83,
    });
  });

  it('gives a student with nothing done the attendance-free maximum and zero counts', () => {
    const f = studentFigures(input());
    expect([f.total, f.posibilidad, f.asistencias, f.ejercicios, f.examenes]).toEqual([0, 80, 0, 0, 0]);
  });

  it('caps a full student at 100', () => {
    const attendance = new Map(sessions.map((s) => [s.id, 1]));
    const results = new Map([...exercises, ...exams].map((e) => [e.id_evaluacion, 100]));
    const f = studentFigures(input({ attendance, results }));
    expect([f.total, f.posibilidad, f.examenes, f.ejercicios, f.asistencias]).toEqual([100, 100, 2, 20, 10]);
  });
});
