import { describe, expect, it } from 'vitest';
import { EXERCISES_MSG, LESSONS_MSG } from '@lms/contract';
import { formatGrade, formatLessonDate } from './lesson-date';
import { attendanceKind, lessonStatus, unlockHints } from './lesson-status';

describe('formatLessonDate (es-MX)', () => {
  it.each([
    ['2026-12-02', '2 de diciembre de 2026'],
    ['2026-01-31', '31 de enero de 2026'],
    // A calendar day: no time zone moves it to the day before.
    ['2026-11-01', '1 de noviembre de 2026'],
    ['mañana', 'mañana'],
  ])('%s -> %s', (fecha, text) => expect(formatLessonDate(fecha)).toBe(text));
});

describe('formatGrade', () => {
  it.each([
    [85.5, '85.5'],
    [90, '90'],
    [87.456, '87.46'],
  ])('%d -> %s', (grade, text) => expect(formatGrade(grade)).toBe(text));
});

describe('lessonStatus (spec 2 §4)', () => {
  const row = { abrir: 1, calificacion: null, fecha: '2026-12-02', bloqueo: null, ejercicios: 2, ejercicios_realizados: 0, examenes: 0 } as const;
  it.each([
    ['open, every exercise sent: done', { ...row, calificacion: 85.5, ejercicios_realizados: 2 }, 'done', LESSONS_MSG.exerciseDone],
    ['open, every exercise sent with 0: done', { ...row, calificacion: 0, ejercicios_realizados: 2 }, 'done', LESSONS_MSG.exerciseDone],
    ['open, one of two exercises sent: still missing, though it has a grade', { ...row, calificacion: 90, ejercicios_realizados: 1 }, 'missing', LESSONS_MSG.exerciseMissing],
    ['open without a grade: missing', row, 'missing', LESSONS_MSG.exerciseMissing],
    ['a lesson with exercises and an exam speaks of its exercises', { ...row, examenes: 2, calificacion: 70, ejercicios_realizados: 2 }, 'done', LESSONS_MSG.exerciseDone],
    ['a lesson holding only an exam, graded', { ...row, ejercicios: 0, examenes: 1, calificacion: 80 }, 'done', EXERCISES_MSG.examDone],
    ['a lesson holding only an exam, not taken', { ...row, ejercicios: 0, examenes: 1 }, 'missing', LESSONS_MSG.examMissing],
    ['not yet: the day it opens', { ...row, abrir: 2 }, 'future', 'Disponible a partir del: 2 de diciembre de 2026'],
    ['locked: the server says why', { ...row, abrir: 0, bloqueo: LESSONS_MSG.certificationPrevious }, 'locked', LESSONS_MSG.certificationPrevious],
    ['locked without a reason: still says something', { ...row, abrir: 0 }, 'locked', LESSONS_MSG.lessonLocked],
  ] as const)('%s', (_, input, kind, text) => expect(lessonStatus(input)).toEqual({ kind, text }));
});

describe('unlockHints: which lesson and grade unlock a locked lesson', () => {
  const rows = [
    { leccion: 1, abrir: 1, calificacion: 90 },
    { leccion: 2, abrir: 1, calificacion: 74.5 },
    { leccion: 3, abrir: 0, calificacion: null },
    { leccion: 4, abrir: 0, calificacion: null },
    { leccion: 5, abrir: 2, calificacion: null },
  ] as const;
  it('names the previous lesson and the grade it has there', () => {
    expect(unlockHints(rows, 2)).toEqual(['Se habilita cuando contestes la lección 2.', 'Tu calificación en la lección 2: 74.5.']);
  });
  it('names the previous lesson alone when it has no grade yet', () => {
    expect(unlockHints(rows, 3)).toEqual(['Se habilita cuando contestes la lección 3.']);
  });
  it.each([0, 1, 4, 9])('says nothing for lesson index %i, which is not locked', (index) => expect(unlockHints(rows, index)).toEqual([]));
});

describe('attendanceKind (spec 2 §4)', () => {
  it.each([
    [1, 'present'],
    [2, 'absent'],
    [0, 'absent'],
    [3, 'late'],
    [4, 'noParticipation'],
    [null, 'notRecorded'],
  ] as const)('%s -> %s', (value, kind) => expect(attendanceKind(value)).toBe(kind));
});
