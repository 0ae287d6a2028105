import { describe, expect, it } from 'vitest';
import type { LessonResource } from '@lms/contract';
import { lessonsListPath, qualityExamPath, resourceButtons, resourceFileUrl } from './resource-links';

const resource = (tipo: LessonResource['tipo'], id_evaluacion: number | null, ruta = ''): LessonResource => ({
  tipo,
  recurso: `r${tipo}`,
  ruta,
  id_evaluacion,
  id_leccion: 77,
  editable: 1,
});

describe('resourceButtons: window codes 1-4 open Ejercicio, Examen, Books and Videos (spec 2 §9)', () => {
  const row = {
    leccion: 5,
    recursos: [resource(4, null, 'l5.pdf'), resource(1, 10), resource(1, 11), resource(2, 20), resource(3, 21), resource(5, null, 'a.mp4'), resource(4, null, 'l5b.pdf'), resource(5, null, 'b.mp4')],
  };

  it('gives the buttons in the spec order, numbering the exercises, one PDF and one Video button', () => {
    expect(resourceButtons(row, 123, 0).map((b) => [b.label, b.to])).toEqual([
      ['Ejercicio 1', '/ejercicio?grupo=MTIz&evaluacion=10'],
      ['Ejercicio 2', '/ejercicio?grupo=MTIz&evaluacion=11'],
      ['Examen', '/examen?grupo=MTIz&evaluacion=20'],
      ['Examen rec.', '/examen?grupo=MTIz&evaluacion=21'],
      ['PDF', '/books?grupo=MTIz&leccion=5'],
      ['Video', '/videos?grupo=MTIz&leccion=5'],
    ]);
  });

  it('marks the certification lessons in the Books and Videos links', () => {
    expect(resourceButtons({ leccion: 2, recursos: [resource(1, 30), resource(4, null, 'g.pdf')] }, 123, 1).map((b) => [b.label, b.to])).toEqual([
      ['Ejercicio', '/ejercicio?grupo=MTIz&evaluacion=30'],
      ['PDF', '/books?grupo=MTIz&leccion=2&tipo=1'],
    ]);
  });

  it('gives no buttons for a lesson that lists no resources (future or locked)', () => {
    expect(resourceButtons({ leccion: 6, recursos: [] }, 123, 0)).toEqual([]);
  });
});

describe('links', () => {
  it('builds a file URL from ubicacion and ruta only', () => {
    expect(resourceFileUrl({ ubicacion: '/api/1/recursos.archivo/12/' }, { ruta: '345' })).toBe('/api/1/recursos.archivo/12/345');
    expect(resourceFileUrl({ ubicacion: 'https://recursos.example.mx/lecciones/' }, { ruta: 'n1/libro.pdf' })).toBe('https://recursos.example.mx/lecciones/n1/libro.pdf');
  });
  it('opens the quality exam and the lessons lists with the URL parameters their screens read', () => {
    expect(qualityExamPath(123, 9)).toBe('/examencalidad?grupo=MTIz&evaluacion=9');
    expect(lessonsListPath(123, 0)).toBe('/recursosgrupousuario?id=MTIz');
    expect(lessonsListPath(123, 1)).toBe('/recursosgrupocerti?id=MTIz');
  });
});
