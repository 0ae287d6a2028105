import { describe, expect, it } from 'vitest';
import { examTitle, gradeAnswers, isGradingError, questionNumbers, type StoredQuestion } from './grading.js';

const mc = (num_pregunta: number, opcion_correcta: number, valor = 25, opciones: StoredQuestion['opciones'] = ['a', 'b', 'c', 'd']): StoredQuestion => ({
  num_pregunta,
  valor,
  idTipoPregunta: 2,
  opciones,
  opcion_correcta,
});
const instruction = (num_pregunta: number): StoredQuestion => ({ num_pregunta, valor: 0, idTipoPregunta: 6, opciones: ['-', '-', '-', '-'], opcion_correcta: null });
// An instruction first, then four questions of 25; the second has only three options.
const QUESTIONS = [instruction(1), mc(2, 3), mc(3, 1, 25, ['x', 'y', 'z', '-']), mc(4, 4), mc(5, 2)];
const answers = (choices: Array<number | null>) => [
  { num_pregunta: 1, eleccion: null },
  ...choices.map((eleccion, i) => ({ num_pregunta: i + 2, eleccion: eleccion as 1 | 2 | 3 | 4 | null })),
];

describe('gradeAnswers (decision 023)', () => {
  it.each([
    ['all right', [3, 1, 4, 2], 100],
    ['all wrong', [1, 2, 1, 1], 0],
    ['two of four', [3, 2, 4, 1], 50],
    ['one of four', [1, 1, 1, 1], 25],
  ])('%s: the values of the right answers', (_, choices, calificacion) => {
    const grade = gradeAnswers(QUESTIONS, answers(choices));
    expect(isGradingError(grade)).toBe(false);
    expect(grade).toMatchObject({ calificacion, calificaciontotal: 100 });
  });

  it('scales to 100 when the values add up to something else', () => {
    const grade = gradeAnswers([mc(1, 1, 3), mc(2, 1, 1)], [
      { num_pregunta: 1, eleccion: 1 },
      { num_pregunta: 2, eleccion: 2 },
    ]);
    expect(grade).toMatchObject({ calificacion: 75, calificaciontotal: 4 });
  });

  it.each([
    ['an unanswered question, numbered as the screen shows it', answers([3, null, 4, 2]), { kind: 'missing', numero: 2 }],
    ['a question left out', answers([3, 1, 4, 2]).slice(0, 4), { kind: 'missing', numero: 4 }],
    ['a hidden option', answers([3, 4, 4, 2]), { kind: 'invalid', numero: 2 }],
    ['a question the evaluation does not have', [...answers([3, 1, 4, 2]), { num_pregunta: 9, eleccion: 1 as const }], { kind: 'unknown', numero: 9 }],
    ['a question answered twice', [...answers([3, 1, 4, 2]), { num_pregunta: 2, eleccion: 3 as const }], { kind: 'unknown', numero: 1 }],
    ['an answered instruction', [{ num_pregunta: 1, eleccion: 2 as const }, ...answers([3, 1, 4, 2]).slice(1)], { kind: 'unknown', numero: 1 }],
  ])('refuses %s', (_, given, error) => {
    expect(gradeAnswers(QUESTIONS, given)).toEqual(error);
  });

  it('numbers the multiple-choice questions only', () => {
    expect([...questionNumbers(QUESTIONS)]).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
  });
});

describe('examTitle (spec 2 §2)', () => {
  it.each([
    [5, 10, 'Examen de medio termino'],
    [10, 10, 'Examen final'],
    [3, 10, 'Examen'],
    [4, 9, 'Examen de medio termino'],
    [1, 1, 'Examen final'],
  ])('lesson %i of %i: %s', (leccion, lecciones, title) => {
    expect(examTitle(leccion, lecciones)).toBe(title);
  });
});
