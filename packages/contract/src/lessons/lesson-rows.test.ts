import { describe, expect, it } from 'vitest';
import { attendanceText, buildLessonRows, certificationLocks, evaluationWithheld, lessonDateState, type ResourceInput } from './lesson-rows.js';
import { EXERCISES_MSG } from '../exercises/messages.js';
import { LESSONS_MSG } from './messages.js';

const sessions = [
  { id: 11, leccion: 1, fecha: '2026-11-02' },
  { id: 12, leccion: 2, fecha: '2026-11-06' },
  { id: 13, leccion: 3, fecha: '2026-11-22' },
  { id: 14, leccion: 4, fecha: '2026-11-25' },
];
const res = (leccion: number, tipo: ResourceInput['tipo'], id_evaluacion: number | null = null): ResourceInput => ({ leccion, tipo, recurso: `r${leccion}.${tipo}`, ruta: id_evaluacion ? '' : `l${leccion}.pdf`, id_evaluacion });
const base = { sessions, attendance: new Map<number, number>(), today: '2026-11-22', ubicacion: 'https://x/', certification: false };

describe('lessonDateState', () => {
  it.each([
    ['2026-11-21', 1],
    ['2026-11-22', 1],
    ['2026-11-23', 2],
  ] as const)('a session on %s is %i on 2026-11-22', (fecha, state) => expect(lessonDateState(fecha, '2026-11-22')).toBe(state));
});

describe('attendanceText', () => {
  it.each([
    [1, 'Asistencia'],
    [2, 'Falta'],
    [0, 'Falta'],
    [3, 'Retardo'],
    [4, 'Sin participación'],
    [null, 'Sin registro'],
  ] as const)('%s -> %s', (value, text) => expect(attendanceText(value)).toBe(text));
});

describe('buildLessonRows (ordinary lessons)', () => {
  const resources = [res(1, 1, 100), res(1, 1, 101), res(1, 4), res(2, 2, 200), res(2, 3, 201), res(2, 5), res(4, 1, 400)];
  const rows = buildLessonRows({
    ...base,
    resources,
    results: [
      { id_evaluacion: 100, calificacion: 80, editable: 1 },
      { id_evaluacion: 101, calificacion: 95, editable: 0 },
      { id_evaluacion: 200, calificacion: 60, editable: 0 },
      { id_evaluacion: 201, calificacion: 85, editable: 0 },
    ],
    attendance: new Map([
      [11, 1],
      [12, 3],
    ]),
  });

  it('has one row per session with abrir 1 up to today and 2 after', () => {
    expect(rows.map((r) => [r.leccion, r.abrir, r.fecha])).toEqual([
      [1, 1, '2026-11-02'],
      [2, 1, '2026-11-06'],
      [3, 1, '2026-11-22'],
      [4, 2, '2026-11-25'],
    ]);
  });

  it('counts resources by tipo and grades the lesson by its exercises, or by its best exam when it has none', () => {
    expect(rows[0]).toMatchObject({ ejercicios: 2, examenes: 0, pdfs: 1, videos: 0, calificacion: 87.5, examen: null, exaRec: null });
    expect(rows[1]).toMatchObject({ ejercicios: 0, examenes: 2, pdfs: 0, videos: 1, calificacion: 85, examen: 60, exaRec: 85 });
    expect(rows[2]).toMatchObject({ calificacion: null, recursos: [] });
  });

  it('gives attendance and its text', () => {
    expect(rows.map((r) => [r.asistencia, r.valor_text])).toEqual([
      [1, 'Asistencia'],
      [3, 'Retardo'],
      [null, 'Sin registro'],
      [null, 'Sin registro'],
    ]);
  });

  it('lists resources of open lessons only, with the session id and editable', () => {
    expect(rows[0]!.recursos.map((r) => [r.tipo, r.id_evaluacion, r.id_leccion, r.editable])).toEqual([
      [1, 100, 11, 1],
      [1, 101, 11, 0],
      [4, null, 11, 0],
    ]);
    expect(rows[3]).toMatchObject({ abrir: 2, ejercicios: 1, recursos: [], bloqueo: null });
  });

  it('marks an unanswered exercise editable', () => {
    const open = buildLessonRows({ ...base, today: '2026-12-01', resources, results: [] });
    expect(open[3]!.recursos[0]).toMatchObject({ id_evaluacion: 400, editable: 1 });
  });
});

describe('evaluationWithheld: at most two tries at a lesson\'s exam, and none once the cycle is over', () => {
  const input = { tipo: 3 as const, answered: false, examen: null, exaRec: null, fecha: '2026-11-06', today: '2026-11-22', closed: false };
  it.each([
    ['a recovery exam once the exam failed', { examen: 60 }, null],
    ['a recovery exam after the exam\'s day went by without it', {}, null],
    ['no recovery exam on the exam\'s day', { fecha: '2026-11-22' }, EXERCISES_MSG.recoveryNotYet],
    ['no recovery exam after a passed exam', { examen: 70 }, EXERCISES_MSG.recoveryNotNeeded],
    ['no exam once its recovery was taken instead', { tipo: 2 as const, exaRec: 85 }, EXERCISES_MSG.examReplacedByRecovery],
    ['an exam not yet taken', { tipo: 2 as const }, null],
    ['nothing unanswered once the cycle is over', { tipo: 1 as const, closed: true }, EXERCISES_MSG.cycleClosed],
    ['the review of anything answered, even then', { examen: 90, answered: true, closed: true }, null],
  ])('%s', (_, change, reason) => expect(evaluationWithheld({ ...input, ...change })).toBe(reason));
});

describe('buildLessonRows: what an open lesson offers now', () => {
  const resources = [res(2, 2, 200), res(2, 3, 201), res(2, 4), res(3, 1, 300), res(3, 2, 301), res(3, 3, 302)];
  const offered = (rows: ReturnType<typeof buildLessonRows>, leccion: number) => rows.find((r) => r.leccion === leccion)!.recursos.map((r) => r.id_evaluacion);

  it("offers a lesson's recovery exam only after its exam failed or its day went by, and says why it does not", () => {
    const rows = buildLessonRows({ ...base, resources, results: [] });
    // Lesson 2's day is over without its exam; lesson 3 is today.
    expect(offered(rows, 2)).toEqual([200, 201, null]);
    expect(offered(rows, 3)).toEqual([300, 301]);
    expect(rows[2]!.avisos).toEqual([EXERCISES_MSG.recoveryNotYet]);
    const passed = buildLessonRows({ ...base, resources, results: [{ id_evaluacion: 301, calificacion: 90, editable: 0 }] });
    expect(offered(passed, 3)).toEqual([300, 301]);
    expect(passed[2]!.avisos).toEqual([EXERCISES_MSG.recoveryNotNeeded]);
    const failed = buildLessonRows({ ...base, resources, results: [{ id_evaluacion: 301, calificacion: 50, editable: 0 }] });
    expect(offered(failed, 3)).toEqual([300, 301, 302]);
  });

  it('closes the exam once its recovery was taken instead, keeping the recovery to review', () => {
    const rows = buildLessonRows({ ...base, resources, results: [{ id_evaluacion: 201, calificacion: 85, editable: 0 }] });
    expect(offered(rows, 2)).toEqual([201, null]);
    expect(rows[1]!.avisos).toEqual([EXERCISES_MSG.examReplacedByRecovery]);
  });

  it('offers only what can be reviewed once the cycle is over, none of it editable', () => {
    const rows = buildLessonRows({ ...base, closed: true, resources, results: [{ id_evaluacion: 300, calificacion: 60, editable: 1 }] });
    expect(rows[2]!.recursos.map((r) => [r.id_evaluacion, r.editable])).toEqual([[300, 0]]);
    expect(rows[2]!.avisos).toEqual([EXERCISES_MSG.cycleClosed]);
    expect(offered(rows, 2)).toEqual([null]);
  });
});

describe('certificationLocks (spec 2 §4)', () => {
  const row = (abrir: 0 | 1 | 2, calificacion: number | null) => ({ abrir, calificacion });
  it.each<[string, Array<ReturnType<typeof row>>, Array<string | null>]>([
    ['the first lesson is always visible', [row(1, null), row(1, null), row(1, null)], [null, LESSONS_MSG.certificationPrevious, expect.stringContaining('75') as unknown as string]],
    ['a lesson opens when the previous one has a grade', [row(1, 60), row(1, 50), row(1, null)], [null, null, expect.stringContaining('75') as unknown as string]],
    ['a lock propagates: the previous must itself be open', [row(1, null), row(1, 90), row(1, 90), row(1, 90)], [null, LESSONS_MSG.certificationPrevious, LESSONS_MSG.certificationPrevious, expect.stringContaining('75') as unknown as string]],
    ['the last lesson opens at 75 in the previous one', [row(1, 90), row(1, 75), row(1, null)], [null, null, null]],
    ['the last lesson stays locked at 74.9', [row(1, 90), row(1, 74.9), row(1, null)], [null, null, expect.stringContaining('75') as unknown as string]],
    ['a future lesson is not locked, it waits for its date', [row(1, 90), row(2, null), row(2, null)], [null, null, null]],
    ['a single lesson is the first', [row(1, null)], [null]],
  ])('%s', (_, rows, expected) => expect(certificationLocks(rows)).toEqual(expected));

  it('locks rows in buildLessonRows: abrir 0, no resources, the reason; lessons without resources are left out', () => {
    const rows = buildLessonRows({
      ...base,
      today: '2026-12-31',
      certification: true,
      resources: [res(1, 1, 1), res(1, 4), res(2, 1, 2), res(3, 2, 3)],
      results: [
        { id_evaluacion: 1, calificacion: 90, editable: 0 },
        { id_evaluacion: 2, calificacion: 70, editable: 0 },
      ],
    });
    expect(rows.map((r) => [r.leccion, r.abrir, r.recursos.length])).toEqual([
      [1, 1, 2],
      [2, 1, 1],
      [3, 0, 0],
    ]);
    expect(rows[2]!.bloqueo).toBe('Para presentar el examen final necesitas: contestar la lección anterior y obtener en ella una calificación de 75 o más.');
  });
});
