import { describe, expect, it } from 'vitest';
import { encodeId } from '@lms/contract';
import { studentCountLabel, teacherGroupOptions } from './teacher-group-options';

describe("the teacher's group options (spec 3 §2)", () => {
  const id = encodeId(31);

  it("lists the five options in the spec's order, each with the group's id", () => {
    const options = teacherGroupOptions(id, new Set());
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
    const options = teacherGroupOptions(id, new Set(['ListaAlumnos', 'ListaAsistencia']));
    expect(Object.fromEntries(options.map((o) => [o.route, o.enabled]))).toEqual({
      ListaAlumnos: true,
      RecursoGrupo: false,
      ListaAsistencia: true,
      CalificacionGrupo: false,
      Incidencias: false,
    });
  });

  it('an id with characters a URL reserves is escaped', () => {
    expect(teacherGroupOptions('a+b/c=', new Set())[0]?.to).toBe('/listaalumnos?id=a%2Bb%2Fc%3D');
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
