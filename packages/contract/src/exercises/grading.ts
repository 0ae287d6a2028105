import { roundGrade } from '../grades.js';
import { HIDDEN_OPTION, QUESTION_TYPE, type Answer } from './schemas.js';
import { EXERCISES_MSG } from './messages.js';

/** A stored question, as grading reads it. */
export interface StoredQuestion {
  num_pregunta: number;
  valor: number;
  idTipoPregunta: number;
  /** Option texts a-d; HIDDEN_OPTION marks one that does not exist. */
  opciones: readonly [string, string, string, string];
  /** 1-4 for a multiple-choice question. */
  opcion_correcta: number | null;
}

export type GradingError =
  /** A multiple-choice question without an answer: `numero` is its number on screen. */
  | { kind: 'missing'; numero: number }
  /** An answer to a question the evaluation does not have, answered twice, or to an instruction. */
  | { kind: 'unknown'; numero: number }
  /** A choice that is not one of the question's shown options. */
  | { kind: 'invalid'; numero: number };

export interface Grade {
  /** 0-100: the values of the right answers over the values of all questions. */
  calificacion: number;
  /** The sum of the graded questions' values. */
  calificaciontotal: number;
  /** The choice per question number, as stored with the result. */
  choices: Map<number, number>;
}

/** The number a multiple-choice question shows on screen: its place among the questions, instructions not counted. */
export function questionNumbers(questions: readonly StoredQuestion[]): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const q of [...questions].sort((a, b) => a.num_pregunta - b.num_pregunta)) {
    if (q.idTipoPregunta === QUESTION_TYPE.multipleChoice) numbers.set(q.num_pregunta, numbers.size + 1);
  }
  return numbers;
}

/**
 * Grades a student's answers from the stored right options (decision 023):
 * every multiple-choice question answered with one of its shown options, or
 * the first one that is not is the error. The grade is the values of the
 * right answers over the values of all the questions, out of 100 (the demo
 * content's values add up to 100, so it is their plain sum, as spec 2 §4
 * says). Whatever grade the client computed is never read.
 */
export function gradeAnswers(questions: readonly StoredQuestion[], answers: readonly Answer[]): Grade | GradingError {
  const numbers = questionNumbers(questions);
  const byNumber = new Map(questions.map((q) => [q.num_pregunta, q]));
  const choices = new Map<number, number>();
  for (const { num_pregunta, eleccion } of answers) {
    const q = byNumber.get(num_pregunta);
    if (!q || choices.has(num_pregunta)) return { kind: 'unknown', numero: numbers.get(num_pregunta) ?? num_pregunta };
    if (q.idTipoPregunta !== QUESTION_TYPE.multipleChoice) {
      if (eleccion !== null) return { kind: 'unknown', numero: num_pregunta };
      continue;
    }
    if (eleccion === null) continue;
    if (q.opciones[eleccion - 1] === HIDDEN_OPTION) return { kind: 'invalid', numero: numbers.get(num_pregunta)! };
    choices.set(num_pregunta, eleccion);
  }
  let total = 0;
  let right = 0;
  for (const [num, numero] of numbers) {
    const q = byNumber.get(num)!;
    const choice = choices.get(num);
    if (choice === undefined) return { kind: 'missing', numero };
    total += q.valor;
    if (choice === q.opcion_correcta) right += q.valor;
  }
  return { calificacion: total > 0 ? roundGrade((right * 100) / total) : 0, calificaciontotal: roundGrade(total), choices };
}

export function isGradingError(outcome: Grade | GradingError): outcome is GradingError {
  return 'kind' in outcome;
}

/**
 * The evaluation's title on the exam screen (spec 2 §2): 'Examen de medio
 * termino' at the lesson at half the lesson count, 'Examen final' at the
 * last, 'Examen' elsewhere.
 */
export function examTitle(leccion: number, lecciones: number): string {
  if (lecciones > 0 && leccion === lecciones) return EXERCISES_MSG.examFinal;
  if (lecciones > 1 && leccion === Math.floor(lecciones / 2)) return EXERCISES_MSG.examMidterm;
  return EXERCISES_MSG.examTitle;
}
