import { describe, expect, it } from 'vitest';
import { GRADES_MSG, type GroupGradesAnswer, LESSONS_MSG, SIN_CALIFICACION } from '@lms/contract';
import { explainGroupGrade, gradeText, gradeTone, isFinal, radialPercent } from './grade-format';

describe('radialPercent', () => {
  it.each([
    ['points over their limit', 14, 20, 70],
    ['a full part', 40, 40, 100],
    ['never past full', 41, 40, 100],
    ['a part worth nothing fills nothing', 0, 0, 0],
    ['no grade yet', null, 100, 0],
  ] as const)('%s', (_, points, limit, expected) => expect(radialPercent(points, limit)).toBe(expected));
});

describe('gradeText', () => {
  it.each([
    [92, '92'],
    [88.456, '88.46'],
    ['85', '85'],
    [SIN_CALIFICACION, 'Sin calificación'],
    [null, '—'],
    ['', '—'],
  ] as const)('%s → %s', (value, expected) => expect(gradeText(value)).toBe(expected));
});

describe('gradeTone', () => {
  it.each([
    ['passing', 70, false, 'success'],
    ['under 70 while the group runs: points still to earn', 42, false, 'primary'],
    ['under 70 once final', 69.99, true, 'error'],
    ['no grade', null, true, 'primary'],
  ] as const)('%s', (_, grade, final, tone) => expect(gradeTone(grade, final)).toBe(tone));
});

const row = (session: number, calificacion: number | null, valor_text = 'Asistencia') => ({
  fecha_formato: '01/09/2026',
  valor_text,
  color: 'success' as const,
  session,
  calificacion,
});
const grades: GroupGradesAnswer = {
  // 3 present, 1 late of 10 sessions × 20 = 7.
  asistencias: { pts_total_asistencia: 7, limite: 20, desgloce: [row(1, 100), row(2, 100), row(3, 50), row(4, 100)] },
  // 90 + 70 over 20 × 100, × 40 = 3.2.
  ejercicios: { pts_total_ejercicios: 3.2, limite: 40, desgloce: [row(1, 90, LESSONS_MSG.exerciseDone), row(1, 70, LESSONS_MSG.exerciseDone), row(2, null, LESSONS_MSG.exerciseMissing)] },
  examenes: { pts_total_examenes: 0, limite: 40, desgloce: [] },
  calificacion_total: 10.2,
  estatus: GRADES_MSG.gradeInProgress,
  comentario: [],
  num_sesiones: 10,
  aprobado_por_comentario: 0,
};

describe('explainGroupGrade', () => {
  it("divides attendance by the server's num_sesiones and items by the group's planned counts", () => {
    const e = explainGroupGrade(grades, { num_ejercicios: 20, num_examenes: 2 });
    expect(e.asistencias.formula).toBe('Participación (asistencia): (3 asistencias + ½ × 1 retardo) ÷ 10 clases del curso × 20 = 7 de 20 puntos');
    expect(e.ejercicios.formula).toBe('Ejercicios: (promedio 80 × 2 ejercicios con calificación) ÷ (20 ejercicios del curso × 100) × 40 = 3.2 de 40 puntos');
    expect(e.totalFormula).toBe('Calificación: 7 + 3.2 + 0 = 10.2 de 100 puntos');
    expect(e.toPass.sentence).toMatch(/^Para aprobar necesitas un promedio mínimo de [\d.]+ en lo que te falta \(18 ejercicios y 2 exámenes\) y asistir a todas las clases por tomar \(6\)\.$/);
  });

  it('knows a final grade from a running one', () => {
    expect(isFinal(grades)).toBe(false);
    expect(isFinal({ estatus: GRADES_MSG.gradePassed })).toBe(true);
  });
});
