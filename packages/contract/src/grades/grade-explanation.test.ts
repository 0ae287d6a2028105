import { describe, expect, it } from 'vitest';
import { explainGrade, type GradeExplanation } from './grade-explanation.js';
import { computeGroupGrades, type GradeReportInput, type GradeWeights } from './grade-report.js';

// The demo shape (decision 015): 10 sessions, 2 exercises a lesson, an exam and its recovery at lessons 5 and 10.
const sessions = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, leccion: i + 1, fecha: `2026-05-${String(4 + i * 2).padStart(2, '0')}` }));
const exercises = sessions.flatMap((s) => [
  { leccion: s.leccion, tipo: 1, id_evaluacion: s.leccion * 10 + 1 },
  { leccion: s.leccion, tipo: 1, id_evaluacion: s.leccion * 10 + 2 },
]);
const exams = [5, 10].flatMap((leccion) => [
  { leccion, tipo: 2, id_evaluacion: leccion * 100 },
  { leccion, tipo: 3, id_evaluacion: leccion * 100 + 1 },
]);
const weights: GradeWeights = { valor_asistencias: 20, valor_ejercicios: 40, valor_examenes: 40, num_ejercicios: 20, num_examenes: 2 };
const AFTER_CYCLE = { today: '2026-07-01', cycleEnd: '2026-06-26' };
/** The day after session k: sessions 1..k are held, the cycle runs. */
const after = (k: number) => ({ today: `2026-05-${String(5 + (k - 1) * 2).padStart(2, '0')}`, cycleEnd: '2026-06-26' });

interface Scenario {
  weights?: Partial<GradeWeights>;
  /** Attendance values of sessions 1, 2, ... */
  attendance?: number[];
  /** Grade per id_evaluacion. */
  results?: Array<[number, number]>;
  dates?: { today: string; cycleEnd: string };
}
const reportInput = (s: Scenario): GradeReportInput => ({
  weights: { ...weights, ...s.weights },
  sessions,
  attendance: new Map((s.attendance ?? []).map((v, i) => [100 + i, v])),
  evaluations: [...exercises, ...exams],
  results: new Map(s.results ?? []),
  comentario: [],
  ...(s.dates ?? AFTER_CYCLE),
});
/** The web's view: the server's answer plus the group's counts. */
const explain = (s: Scenario): GradeExplanation => {
  const input = reportInput(s);
  return explainGrade({
    grades: computeGroupGrades(input),
    num_ejercicios: input.weights.num_ejercicios,
    num_examenes: input.weights.num_examenes,
    num_sesiones: sessions.length,
  });
};

const all = <T,>(n: number, v: T): T[] => Array.from({ length: n }, () => v);
const exercisesOf = (lessons: number, grade: number): Array<[number, number]> =>
  exercises.filter((e) => e.leccion <= lessons).map((e) => [e.id_evaluacion, grade]);

const perfect: Scenario = { attendance: all(10, 1), results: [...exercisesOf(10, 100), [500, 100], [1000, 100]] };
const perfectSoFar: Scenario = { dates: after(9), attendance: all(9, 1), results: [...exercisesOf(9, 100), [500, 100]] };
// Held 1-6: present, late, present, absent, present, present; exercises 42 and 62 missing; exam 65, recovery 85.
const exerciseGrades = [90, 70, 85, 100, 60, 75, 80, 95, 88, 60];
const midCycle: Scenario = {
  dates: after(6),
  attendance: [1, 3, 1, 2, 1, 1],
  results: [
    ...[11, 12, 21, 22, 31, 32, 41, 51, 52, 61].map((id, i): [number, number] => [id, exerciseGrades[i]!]),
    [500, 65],
    [501, 85],
  ],
};
const hopeless: Scenario = { dates: after(9), attendance: all(9, 2), results: [...exercisesOf(9, 0), [500, 0]] };
const failedCycle: Scenario = { attendance: all(10, 1), results: [...exercisesOf(5, 80), [500, 60]] };
const allDoneFailing: Scenario = { dates: { today: '2026-05-22', cycleEnd: '2026-06-26' }, attendance: all(10, 1), results: [...exercisesOf(10, 50), [500, 50], [1000, 50]] };
const lateHalf: Scenario = { attendance: [1, 1, 1, 3, 1, 1, 2, 1, 1, 1] };
const classesSuffice: Scenario = {
  weights: { valor_asistencias: 50, valor_ejercicios: 25, valor_examenes: 25 },
  dates: after(6),
  attendance: all(6, 1),
  results: [...exercisesOf(6, 100), [500, 100]],
};
const noExercisesWorth40: Scenario = { weights: { num_ejercicios: 0 }, dates: after(6), attendance: all(6, 1), results: [...exercisesOf(6, 100), [500, 90]] };
const noExercisesPlanned: Scenario = {
  weights: { valor_asistencias: 30, valor_ejercicios: 0, valor_examenes: 70, num_ejercicios: 0 },
  dates: after(4),
  attendance: all(4, 1),
  results: exercisesOf(4, 100),
};
const exercisesWorthNothing: Scenario = { ...noExercisesPlanned, weights: { valor_asistencias: 30, valor_ejercicios: 0, valor_examenes: 70 } };
const recovered: Scenario = { attendance: all(10, 1), results: [[500, 65], [501, 85]] };
const recoveryLower: Scenario = { attendance: all(10, 1), results: [[500, 90], [501, 70]] };
const capped: Scenario = { weights: { num_ejercicios: 10 }, dates: after(9), results: exercisesOf(10, 100) };
const thirds: Scenario = { weights: { num_ejercicios: 3 }, results: [[11, 100]] };

const scenarios = Object.entries({
  perfect, perfectSoFar, midCycle, hopeless, failedCycle, allDoneFailing, lateHalf, classesSuffice,
  noExercisesWorth40, noExercisesPlanned, exercisesWorthNothing, recovered, recoveryLower, capped, thirds,
});

describe('explainGrade agrees with computeGroupGrades', () => {
  it.each(scenarios)('%s: every part and the total equal the server answer', (_, s) => {
    const server = computeGroupGrades(reportInput(s));
    const e = explain(s);
    expect([e.asistencias.points, e.ejercicios.points, e.examenes.points, e.total]).toEqual([
      server.asistencias.pts_total_asistencia,
      server.ejercicios.pts_total_ejercicios,
      server.examenes.pts_total_examenes,
      server.calificacion_total,
    ]);
  });
});

describe('formulas', () => {
  it.each([
    ['late arrivals count half', lateHalf, 'asistencias', 'Participación (asistencia): (8 asistencias + ½ × 1 retardo) ÷ 10 clases del curso × 20 = 17 de 20 puntos'],
    ['attendance mid-cycle divides by every class of the course', midCycle, 'asistencias', 'Participación (asistencia): (4 asistencias + ½ × 1 retardo) ÷ 10 clases del curso × 20 = 9 de 20 puntos'],
    ['exercises: average of the graded ones over the planned count', midCycle, 'ejercicios', 'Ejercicios: (promedio 80.3 × 10 ejercicios con calificación) ÷ (20 ejercicios del curso × 100) × 40 = 16.06 de 40 puntos'],
    ['a recovery exam replaces its exam', recovered, 'examenes', 'Exámenes: (promedio 85 × 1 examen con calificación) ÷ (2 exámenes del curso × 100) × 40 = 17 de 40 puntos'],
    ['a lower recovery exam does not count', recoveryLower, 'examenes', 'Exámenes: (promedio 90 × 1 examen con calificación) ÷ (2 exámenes del curso × 100) × 40 = 18 de 40 puntos'],
    ['nothing graded yet', lateHalf, 'examenes', 'Exámenes: aún sin calificaciones (2 exámenes del curso); 0 de 40 puntos'],
    ['num_ejercicios 0 gives 0 points even with answers', noExercisesWorth40, 'ejercicios', 'Ejercicios: ninguno programado en el curso; 0 de 40 puntos'],
    ['a part over its limit is capped', capped, 'ejercicios', 'Ejercicios: (promedio 100 × 20 ejercicios con calificación) ÷ (10 ejercicios del curso × 100) × 40 = 80, con tope en 40: 40 de 40 puntos'],
    ['rounded to 2 decimals', thirds, 'ejercicios', 'Ejercicios: (promedio 100 × 1 ejercicio con calificación) ÷ (3 ejercicios del curso × 100) × 40 = 13.33 de 40 puntos'],
  ] as const)('%s', (_, s, part, formula) => expect(explain(s)[part].formula).toBe(formula));

  it('counts the rows of each kind and what remains', () => {
    const e = explain(midCycle);
    expect(e.asistencias).toMatchObject({ attended: 4, late: 1, absent: 1, held: 6, remaining: 4, sessions: 10 });
    expect(e.ejercicios).toMatchObject({ graded: 10, missing: 2, remaining: 10, sum: 803, average: 80.3, capped: false });
    expect(e.examenes).toMatchObject({ graded: 1, missing: 0, remaining: 1, recovered: 1 });
    expect(e.totalFormula).toBe('Calificación: 9 + 16.06 + 17 = 42.06 de 100 puntos');
  });

  it.each([
    [recovered, 'En 1 examen cuenta tu examen de recuperación, porque en él obtuviste más que en el examen.'],
    [recoveryLower, null],
  ] as const)('notes the recovery exams that count (%#)', (s, note) => expect(explain(s).examenes.recoveryNote).toBe(note));
});

describe('toPass', () => {
  it.each([
    ['a perfect student', perfect, { estado: 'alcanzado', sentence: 'Ya alcanzaste la calificación aprobatoria (70): llevas 100.' }],
    ['a student already over 70 mid-cycle', perfectSoFar, { estado: 'alcanzado', sentence: 'Ya alcanzaste la calificación aprobatoria (70): llevas 74.' }],
    [
      'a student mid-cycle who can still pass (rounding per part lowers the need below 49.85)',
      midCycle,
      {
        estado: 'posible',
        neededAverage: 49.83,
        classesToAttend: 4,
        remainingSessions: 4,
        remainingExercises: 10,
        remainingExams: 1,
        maximum: 90.06,
        sentence: 'Para aprobar necesitas un promedio mínimo de 49.83 en lo que te falta (10 ejercicios y 1 examen) y asistir a todas las clases por tomar (4).',
      },
    ],
    [
      'classes alone suffice',
      classesSuffice,
      {
        estado: 'posible',
        neededAverage: 0,
        classesToAttend: 3,
        remainingSessions: 4,
        remainingExercises: 8,
        remainingExams: 1,
        maximum: 100,
        sentence: 'Para aprobar necesitas asistir por lo menos a 3 clases (clases por tomar: 4).',
      },
    ],
    [
      'no longer reachable',
      hopeless,
      { estado: 'imposible', maximum: 26, sentence: 'Aunque asistas a todas las clases y obtengas 100 en todo lo que falta, tu calificación máxima sería 26; ya no alcanzas 70.' },
    ],
    [
      'num_ejercicios 0 while exercises are worth 40: nobody reaches 70',
      noExercisesWorth40,
      { estado: 'imposible', maximum: 58, sentence: 'Aunque asistas a todas las clases y obtengas 100 en todo lo que falta, tu calificación máxima sería 58; ya no alcanzas 70.' },
    ],
    [
      'num_ejercicios 0 and exercises worth 0: only exams are left to earn',
      noExercisesPlanned,
      {
        estado: 'posible',
        neededAverage: 57.14,
        classesToAttend: 6,
        remainingSessions: 6,
        remainingExercises: 0,
        remainingExams: 2,
        maximum: 100,
        sentence: 'Para aprobar necesitas un promedio mínimo de 57.14 en lo que te falta (2 exámenes) y asistir a todas las clases por tomar (6).',
      },
    ],
    [
      'exercises worth 0 (a part at its limit): their 12 remaining ones are not asked for',
      exercisesWorthNothing,
      {
        estado: 'posible',
        neededAverage: 57.14,
        classesToAttend: 6,
        remainingSessions: 6,
        remainingExercises: 0,
        remainingExams: 2,
        maximum: 100,
        sentence: 'Para aprobar necesitas un promedio mínimo de 57.14 en lo que te falta (2 exámenes) y asistir a todas las clases por tomar (6).',
      },
    ],
    [
      'nothing left once the cycle ended, though exercises are missing',
      failedCycle,
      { estado: 'imposible', maximum: 48, sentence: 'Ya no queda nada por hacer y tu calificación, 48, es menor a 70.' },
    ],
    [
      'nothing left to do during the cycle',
      allDoneFailing,
      { estado: 'imposible', maximum: 60, sentence: 'Ya no queda nada por hacer y tu calificación, 60, es menor a 70.' },
    ],
    [
      'a part at its limit leaves its items out (27.996 rounds to 28)',
      capped,
      {
        estado: 'posible',
        neededAverage: 69.99,
        classesToAttend: 1,
        remainingSessions: 1,
        remainingExercises: 0,
        remainingExams: 2,
        maximum: 82,
        sentence: 'Para aprobar necesitas un promedio mínimo de 69.99 en lo que te falta (2 exámenes) y asistir a todas las clases por tomar (1).',
      },
    ],
  ] as const)('%s', (_, s, expected) => expect(explain(s).toPass).toEqual(expected));
});

describe('what toPass asks for, checked with computeGroupGrades', () => {
  /** The scenario once every remaining class is attended (the first `classes` of them) and every exercise and exam without a grade gets `average`. */
  const completed = (s: Scenario, average: number, classes = Infinity): number => {
    const input = reportInput(s);
    const held = (x: (typeof sessions)[number]) => x.fecha < input.today || (x.fecha === input.today && input.attendance.has(x.id));
    const attendance = new Map(input.attendance);
    sessions.filter((x) => !held(x)).slice(0, classes).forEach((x) => attendance.set(x.id, 1));
    const results = new Map(input.results);
    exercises.filter((e) => !results.has(e.id_evaluacion)).forEach((e) => results.set(e.id_evaluacion, average));
    [5, 10].filter((l) => !results.has(l * 100) && !results.has(l * 100 + 1)).forEach((l) => results.set(l * 100, average));
    return computeGroupGrades({ ...input, attendance, results }).calificacion_total;
  };
  const needs = (s: Scenario) => {
    const toPass = explain(s).toPass;
    if (toPass.estado !== 'posible') throw new Error(`expected posible, got ${toPass.estado}`);
    return toPass;
  };

  it.each([
    ['midCycle', midCycle],
    ['noExercisesPlanned', noExercisesPlanned],
    ['capped', capped],
  ] as const)('%s: the needed average lands on 70 or more, 0.01 less stays under', (_, s) => {
    const { neededAverage } = needs(s);
    expect(completed(s, neededAverage)).toBeGreaterThanOrEqual(70);
    expect(completed(s, neededAverage - 0.01)).toBeLessThan(70);
  });

  it('classesSuffice: the classes asked for reach 70 with nothing else, one fewer does not', () => {
    const { classesToAttend } = needs(classesSuffice);
    expect(completed(classesSuffice, 0, classesToAttend)).toBeGreaterThanOrEqual(70);
    expect(completed(classesSuffice, 0, classesToAttend - 1)).toBeLessThan(70);
  });

  it.each([
    ['hopeless', hopeless],
    ['noExercisesWorth40', noExercisesWorth40],
  ] as const)('%s: 100 in everything left gives the maximum, under 70', (_, s) => {
    const toPass = explain(s).toPass;
    expect(toPass.estado).toBe('imposible');
    if (toPass.estado === 'imposible') expect(completed(s, 100)).toBe(toPass.maximum);
  });
});
