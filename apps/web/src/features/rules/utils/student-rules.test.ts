import { describe, expect, it } from 'vitest';
import { rulesByCourse, rulesForStudent } from './student-rules';

const rules = [
  { id: 1, regla: 'Llega puntual.', idcurso: 1, curso: 'ADULTOS' },
  { id: 2, regla: 'Respeta a tus compañeros.', idcurso: 1, curso: 'ADULTOS' },
  { id: 3, regla: 'Trae a tu tutor a las juntas.', idcurso: 2, curso: 'TEENS' },
  { id: 4, regla: 'Conéctate con cámara.', idcurso: 3, curso: 'ONLINE' },
];

describe('the rules a student reads', () => {
  it('keeps only the rules of the student’s course type, in order', () => {
    expect(rulesForStudent(rules, [{ tipo_curso: 1, curso: 'ADULTOS' }])).toEqual([
      { curso: 'ADULTOS', reglas: [rules[0], rules[1]] },
    ]);
  });

  it('groups several course types in the server’s order, once each', () => {
    const groups = rulesForStudent(rules, [
      { tipo_curso: 3, curso: 'ONLINE' },
      { tipo_curso: 1, curso: 'ADULTOS' },
      { tipo_curso: 3, curso: 'ONLINE' },
    ]);
    expect(groups.map((g) => [g.curso, g.reglas.map((r) => r.id)])).toEqual([
      ['ONLINE', [4]],
      ['ADULTOS', [1, 2]],
    ]);
  });

  it('drops a course type without rules', () => {
    expect(rulesForStudent(rules, [{ tipo_curso: 9, curso: 'OTRO' }])).toEqual([]);
  });

  it('shows every rule to a student without a course type', () => {
    expect(rulesForStudent(rules, [])).toEqual([{ curso: null, reglas: rules }]);
    expect(rulesForStudent([], [])).toEqual([]);
  });
});

describe('the rules staff read', () => {
  it('groups every rule by its course, in order, each text once', () => {
    const withRepeat = [...rules, { id: 5, regla: ' llega puntual. ', idcurso: 1, curso: 'ADULTOS' }, { id: 6, regla: 'Llega puntual.', idcurso: 2, curso: 'TEENS' }];
    expect(rulesByCourse(withRepeat)).toEqual([
      { curso: 'ADULTOS', reglas: [rules[0], rules[1]] },
      { curso: 'TEENS', reglas: [rules[2], withRepeat[5]] },
      { curso: 'ONLINE', reglas: [rules[3]] },
    ]);
  });
});
