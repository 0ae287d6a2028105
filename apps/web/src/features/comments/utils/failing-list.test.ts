import { describe, expect, it } from 'vitest';
import type { FailingStudentRow } from '@lms/contract';
import { commentOf, gradeText, pageRows, rowsOfView, scopeText, searchRows } from './failing-list';

const row = (id: number, over: Partial<FailingStudentRow> = {}): FailingStudentRow => ({
  id_alumno: id,
  id_grupo: 1,
  matricula: `A25${id}`,
  nombre: `Alumno ${id}`,
  grupo: 'ADULTOS NIVEL 1 PRESENCIAL GRUPO P',
  examenes: 1,
  num_examenes: 2,
  ejercicios: 10,
  num_ejercicios: 20,
  total: 40,
  asistencias: 6,
  total_dias_laborales: 10,
  pts_finales: 52,
  extra: 52,
  primera: 58,
  segunda: 52,
  id_comentario: null,
  id_estado: null,
  telefono: null,
  celular: null,
  ...over,
});

describe('rowsOfView', () => {
  const rows = [row(1), row(2, { id_comentario: 9, id_estado: 1 }), row(3, { id_comentario: 8, id_estado: 2 }), row(4, { id_comentario: 7, id_estado: 0 })];
  it("puts spec 3 §5's filter in 'sin': no comment, or only a rejected one", () => expect(rowsOfView(rows, 'sin').map((r) => r.id_alumno)).toEqual([1, 3]));
  it("puts comments under review first in 'con'", () => expect(rowsOfView(rows, 'con').map((r) => r.id_alumno)).toEqual([4, 2]));
});

describe('searchRows', () => {
  const rows = [row(1, { nombre: 'José Ramírez Cantú', matricula: 'A250101' }), row(2, { nombre: 'Lucía González', grupo: 'ADULTOS NIVEL 2 PRESENCIAL GRUPO Q' })];
  it.each([
    ['', [1, 2]],
    ['  ', [1, 2]],
    ['jose', [1]],
    ['RAMIREZ jose', [1]],
    ['a250101', [1]],
    ['grupo q', [2]],
    ['lucia perez', []],
  ])('%j finds %j', (search, ids) => expect(searchRows(rows, search).map((r) => r.id_alumno)).toEqual(ids));
});

describe('pageRows', () => {
  it('cuts pages of 10', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageRows(rows, 1)).toHaveLength(10);
    expect(pageRows(rows, 3)).toEqual([20, 21, 22]);
    expect(pageRows(rows, 4)).toEqual([]);
  });
});

describe('gradeText', () => {
  it.each([
    [58, '58'],
    [69.5, '69.5'],
    [0, '0'],
    ['SIN CALIFICACION', 'Sin calificación'],
    [null, '—'],
    ['', '—'],
  ] as const)('%j reads %j', (grade, text) => expect(gradeText(grade)).toBe(text));
});

describe('commentOf and scopeText', () => {
  it("finds the row's comment", () => {
    const comment = { id_comentario: 7, mensaje: 'x', aprueba: 0 as const, autor: 'Ana', fecha: '2026-11-03T00:00:00Z', revisable: true };
    expect(commentOf([comment], { id_comentario: 7 })).toBe(comment);
    expect(commentOf([comment], { id_comentario: null })).toBeNull();
  });
  it('says whose students they are', () => {
    expect(scopeText('grupos', [])).toBe('Alumnos en riesgo de tus grupos.');
    expect(scopeText('coordinacion', ['Anáhuac'])).toBe('Alumnos en riesgo de tus grupos y de los grupos de Anáhuac, que coordinas.');
    expect(scopeText('coordinacion', ['Anáhuac', 'Cumbres', 'Online'])).toContain('Anáhuac, Cumbres y Online');
    expect(scopeText('escuela', [])).toBe('Alumnos en riesgo de todos los grupos de la escuela.');
  });
});
