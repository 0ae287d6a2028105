import { describe, expect, it } from 'vitest';
import { EXERCISES_MSG } from '@lms/contract';
import { doneLabel, evaluationHeading, formatGrade, showsGrade } from './evaluation-heading';

const info = (tipo: number, leccion: number, lecciones = 10) => ({ nombre: 'Ejercicio 6.2: Food and drinks', tipo, leccion, lecciones });

describe('the heading of an evaluation screen', () => {
  it('names an exercise by its name and an exam by its place among the lessons', () => {
    expect(evaluationHeading(info(1, 5))).toEqual({ title: 'Ejercicio 6.2: Food and drinks', recovery: false });
    expect(evaluationHeading(info(2, 5))).toEqual({ title: EXERCISES_MSG.examMidterm, recovery: false });
    expect(evaluationHeading(info(2, 10))).toEqual({ title: EXERCISES_MSG.examFinal, recovery: false });
    expect(evaluationHeading(info(2, 3))).toEqual({ title: EXERCISES_MSG.examTitle, recovery: false });
  });

  it('tags a recovery exam', () => {
    expect(evaluationHeading(info(3, 5))).toEqual({ title: EXERCISES_MSG.examMidterm, recovery: true });
  });

  it("marks a delivered quality exam 'Entregado' and shows it no grade", () => {
    expect(doneLabel(4)).toBe(EXERCISES_MSG.qualityDelivered);
    expect(showsGrade(4)).toBe(false);
    expect(doneLabel(1)).toBe(EXERCISES_MSG.exerciseSaved);
    expect(doneLabel(2)).toBe(EXERCISES_MSG.examDone);
    expect(showsGrade(1)).toBe(true);
  });

  it('writes a grade with up to two decimals', () => {
    expect(formatGrade(66.666)).toBe('66.67');
    expect(formatGrade(85)).toBe('85');
  });
});
