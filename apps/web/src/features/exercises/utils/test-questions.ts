import type { Question } from '@lms/contract';

/** Questions for the unit tests, shaped as recurso.resuelto answers them. */
export function question(num_pregunta: number, more: Partial<Question> = {}): Question {
  return {
    num_pregunta,
    valor: 25,
    pregunta: `Question ${num_pregunta}`,
    tiene_imagen: 0,
    ruta_imagen: null,
    tiene_audio_pregunta: 0,
    ruta_audio_pregunta: null,
    valor1: 'some',
    valor2: 'any',
    valor3: 'a',
    valor4: 'an',
    idTipoPregunta: 2,
    opcion_correcta: null,
    correcta: null,
    eleccion: null,
    respuesta: null,
    ...more,
  };
}

export const instruction = (num_pregunta: number): Question =>
  question(num_pregunta, { idTipoPregunta: 6, valor: 0, pregunta: 'Choose the correct option.', valor1: '-', valor2: '-', valor3: '-', valor4: '-' });
