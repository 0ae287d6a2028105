import { describe, expect, it } from 'vitest';
import { atRiskReasons, type GroupRiskInput } from './at-risk.js';

const base: GroupRiskInput = { calificacion_total: 40, enCurso: true, aprobadoPorComentario: false, asistencias: [1, 1, 1, 1], numSesiones: 8, incidenciasAbiertas: 0 };

describe('at-risk reasons', () => {
  it('is nobody at risk on pace, present and without incidents', () => {
    // Half the course held: 35 of 70 expected, 40 earned.
    expect(atRiskReasons(base)).toEqual([]);
  });

  it('says the pace when the points are under 70 × the share held', () => {
    expect(atRiskReasons({ ...base, calificacion_total: 30 })).toEqual(['Lleva 30 puntos; para ir hacia 70 debería llevar 35.']);
  });

  it('says a finished course under 70, unless a comment approved the student', () => {
    expect(atRiskReasons({ ...base, enCurso: false, calificacion_total: 62 })).toEqual(['Terminó el curso con 62 de 100.']);
    expect(atRiskReasons({ ...base, enCurso: false, calificacion_total: 62, aprobadoPorComentario: true })).toEqual([]);
    expect(atRiskReasons({ ...base, enCurso: false, calificacion_total: 70 })).toEqual([]);
  });

  it('counts absences (0 and 2) by number or by share of the classes taken', () => {
    const onPace = { ...base, calificacion_total: 60 };
    expect(atRiskReasons({ ...onPace, asistencias: [2, 0, 2, 1, null] })).toEqual(['Faltas: 3 de 4 clases tomadas.']);
    expect(atRiskReasons({ ...onPace, asistencias: [2, 1, 1, 1] })).toEqual(['Faltas: 1 de 4 clases tomadas.']);
    expect(atRiskReasons({ ...onPace, asistencias: [2, 1, 1] })).toEqual([]);
    expect(atRiskReasons({ ...onPace, asistencias: [2, 1, 1, 1, 1] })).toEqual([]);
  });

  it('says open incidents, with every reason together', () => {
    expect(atRiskReasons({ ...base, calificacion_total: 10, asistencias: [2, 2, 2, 1], incidenciasAbiertas: 2 })).toEqual([
      'Lleva 10 puntos; para ir hacia 70 debería llevar 35.',
      'Faltas: 3 de 4 clases tomadas.',
      'Incidencias sin cerrar: 2.',
    ]);
  });
});
