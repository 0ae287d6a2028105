import { describe, expect, it } from 'vitest';
import type { Question } from '@lms/contract';
import { shownOptions } from './shown-options';

const question = (valores: [string, string, string, string]): Question => ({
  num_pregunta: 1,
  valor: 10,
  pregunta: 'She ___ to school every day.',
  tiene_imagen: 0,
  ruta_imagen: null,
  tiene_audio_pregunta: 0,
  ruta_audio_pregunta: null,
  valor1: valores[0],
  valor2: valores[1],
  valor3: valores[2],
  valor4: valores[3],
  idTipoPregunta: 2,
  opcion_correcta: 2,
  correcta: null,
  eleccion: null,
  respuesta: null,
});

describe('the options a teacher sees', () => {
  it('are a to d, without the ones whose value is "-"', () => {
    expect(shownOptions(question(['go', 'goes', '-', 'going'])).map((o) => `${o.letter}) ${o.text}`)).toEqual(['a) go', 'b) goes', 'd) going']);
    expect(shownOptions(question(['yes', 'no', '-', ' - '])).map((o) => o.number)).toEqual([1, 2]);
  });
});
