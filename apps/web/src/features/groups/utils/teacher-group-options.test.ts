import { describe, expect, it } from 'vitest';
import { encodeId } from '@lms/contract';
import { studentCountLabel, teacherGroupOptions } from './teacher-group-options';

describe("the teacher's group options (spec 3 §2)", () => {
  const id = encodeId(31);
  // The group id is a number; the address carries it encoded (lib/routing).

  it("lists the five options in the spec's order, each with the group's id", () => {
    const options = teacherGroupOptions(31, new Set());
    expect(options.map((o) => o.label)).toEqual(['Lista de alumnos', 'Recursos asignados', 'Participación', 'Calificaciones', 'Incidencias']);
    expect(options.map((o) => o.to)).toEqual([
      `/listaalumnos?id=${id}`,
      `/recursogrupo?id=${id}`,
      `/listaasistencia?id=${id}`,
      `/calificaciongrupo?id=${id}`,
      `/incidencias?id=${id}`,
    ]);
  });

  it('an option is enabled once its screen exists', () => {
    const options = teacherGroupOptions(31, new Set(['ListaAlumnos', 'ListaAsistencia']));
    expect(Object.fromEntries(options.map((o) => [o.route, o.enabled]))).toEqual({
      ListaAlumnos: true,
      RecursoGrupo: false,
      ListaAsistencia: true,
      CalificacionGrupo: false,
      Incidencias: false,
    });
  });

});

describe('number of students', () => {
  it.each([
    [0, 'Sin alumnos'],
    [1, '1 alumno'],
    [2, '2 alumnos'],
    [25, '25 alumnos'],
  ])('%i -> %s', (count, label) => {
    expect(studentCountLabel(count)).toBe(label);
  });
});
