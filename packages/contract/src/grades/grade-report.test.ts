import { describe, expect, it } from 'vitest';
import { attendanceCredit, computeGroupGrades, formatSchoolDate, type GradeReportInput } from './grade-report.js';

const sessions = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, leccion: i + 1, fecha: `2026-05-${String(4 + i * 2).padStart(2, '0')}` }));
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
const weights = { valor_asistencias: 20, valor_ejercicios: 40, valor_examenes: 40, num_ejercicios: 20, num_examenes: 2 };
const input = (over: Partial<GradeReportInput> = {}): GradeReportInput => ({
  weights,
  sessions,
  attendance: new Map(),
  evaluations: [...exercises, ...exams],
  results: new Map(),
  comentario: [],
  today: '2026-07-01',
  cycleEnd: '2026-06-26',
  ...over,
});

describe('attendanceCredit', () => {
  it.each([
    [1, 1],
    [3, 0.5],
    [2, 0],
    [0, 0],
    [4, 0],
    [null, 0],
  ] as const)('%s counts %s', (value, credit) => expect(attendanceCredit(value)).toBe(credit));
});

describe('computeGroupGrades', () => {
  it('gives full marks to a perfect student and Aprobado after the cycle', () => {
    const g = computeGroupGrades(
      input({
        attendance: new Map(sessions.map((s) => [s.id, 1])),
        results: new Map([...exercises, ...exams.filter((e) => e.tipo === 2)].map((e) => [e.id_evaluacion, 100])),
      }),
    );
    expect([g.asistencias.pts_total_asistencia, g.ejercicios.pts_total_ejercicios, g.examenes.pts_total_examenes, g.calificacion_total, g.estatus]).toEqual([20, 40, 40, 100, 'Aprobado']);
    expect([g.asistencias.limite, g.ejercicios.limite, g.examenes.limite]).toEqual([20, 40, 40]);
  });

  it('counts a late arrival half and splits attendance over every session of the group', () => {
    const attendance = new Map([
      [100, 1],
      [101, 3],
      [102, 2],
      [103, 0],
    ]);
    const g = computeGroupGrades(input({ attendance }));
    // (1 + 0.5) / 10 sessions × 20
    expect(g.asistencias.pts_total_asistencia).toBe(3);
    expect(g.asistencias.desgloce.slice(0, 4).map((d) => [d.session, d.valor_text, d.color, d.calificacion])).toEqual([
      [1, 'Asistencia', 'success', 100],
      [2, 'Retardo', 'warning', 50],
      [3, 'Falta', 'error', 0],
      [4, 'Falta', 'error', 0],
    ]);
    expect(g.asistencias.desgloce[0]!.fecha_formato).toBe('04/05/2026');
  });

  it('sums exercise grades over num_ejercicios × 100, unanswered ones counting 0', () => {
    const results = new Map([
      [11, 90],
      [12, 70],
      [21, 85],
    ]);
    const g = computeGroupGrades(input({ results }));
    // 245 / 2000 × 40 = 4.9
    expect(g.ejercicios.pts_total_ejercicios).toBe(4.9);
    expect(g.ejercicios.desgloce).toHaveLength(20);
    expect(g.ejercicios.desgloce[3]).toMatchObject({ session: 2, valor_text: 'Ejercicio faltante', color: 'error', calificacion: null });
  });

  it('lets a recovery exam replace its exam only when higher', () => {
    const g = computeGroupGrades(
      input({
        results: new Map([
          [500, 60],
          [501, 80],
          [1000, 90],
          [1001, 70],
        ]),
      }),
    );
    // (80 + 90) / 200 × 40 = 34
    expect(g.examenes.pts_total_examenes).toBe(34);
    expect(g.examenes.desgloce.map((d) => [d.session, d.valor_text, d.calificacion])).toEqual([
      [5, 'Examen de recuperación', 80],
      [10, 'Examen realizado', 90],
    ]);
  });

  it('is En curso while the cycle runs and lists only what is due', () => {
    const g = computeGroupGrades(input({ today: '2026-05-10', cycleEnd: '2026-06-26', attendance: new Map([[100, 1]]) }));
    expect(g.estatus).toBe('En curso');
    // Sessions on 05-04, 05-06, 05-08 are held; the one on 05-10 (today) has no record yet.
    expect(g.asistencias.desgloce.map((d) => d.session)).toEqual([1, 2, 3]);
    expect(g.ejercicios.desgloce.map((d) => d.session)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(g.examenes.desgloce).toEqual([]);
  });

  it('is Reprobado under 70 after the cycle, rounds to 2 decimals and caps at the limits', () => {
    const g = computeGroupGrades(
      input({
        weights: { ...weights, num_ejercicios: 3 },
        attendance: new Map([[100, 3]]),
        results: new Map(exercises.map((e) => [e.id_evaluacion, 100])),
      }),
    );
    expect(g.ejercicios.pts_total_ejercicios).toBe(40);
    expect(g.asistencias.pts_total_asistencia).toBe(1);
    expect(g.calificacion_total).toBe(41);
    expect(g.estatus).toBe('Reprobado');
    const thirds = computeGroupGrades(input({ weights: { ...weights, num_ejercicios: 3 }, results: new Map([[11, 100]]) }));
    expect(thirds.ejercicios.pts_total_ejercicios).toBe(13.33);
  });

  it('passes at exactly 70', () => {
    const g = computeGroupGrades(input({ weights: { ...weights, valor_asistencias: 70, valor_ejercicios: 15, valor_examenes: 15 }, attendance: new Map(sessions.map((s) => [s.id, 1])) }));
    expect([g.calificacion_total, g.estatus]).toEqual([70, 'Aprobado']);
  });

  it('gives 0 points when the group plans no exercises or exams', () => {
    const g = computeGroupGrades(input({ weights: { ...weights, num_ejercicios: 0, num_examenes: 0 }, results: new Map([[11, 100]]) }));
    expect([g.ejercicios.pts_total_ejercicios, g.examenes.pts_total_examenes]).toEqual([0, 0]);
  });
});

describe('formatSchoolDate', () => {
  it('writes dd/mm/aaaa', () => expect(formatSchoolDate('2026-11-02')).toBe('02/11/2026'));
});
