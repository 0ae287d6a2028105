import { examTitle, EXERCISES_MSG, RESOURCE_TYPE, type SolvedEvaluation } from '@lms/contract';

/** evaluacion.tipo of a quality exam (decision 023): 1-3 are the lesson resource types. */
export const QUALITY_EXAM_TYPE = 4;

type EvaluationInfo = SolvedEvaluation['evaluacion'];

export interface EvaluationHeading {
  title: string;
  /** A recovery exam wears the 'Recuperación' tag (spec 2 §2). */
  recovery: boolean;
}

/**
 * The screen's title: an exam is named by its place among the lessons
 * (the contract's examTitle, spec 2 §2); an exercise and the quality exam by
 * their own name.
 */
export function evaluationHeading(evaluacion: EvaluationInfo): EvaluationHeading {
  if (evaluacion.extraordinario) return { title: EXERCISES_MSG.extraordinaryTitle, recovery: false };
  const exam = evaluacion.tipo === RESOURCE_TYPE.exam || evaluacion.tipo === RESOURCE_TYPE.recoveryExam;
  return {
    title: exam ? examTitle(evaluacion.leccion, evaluacion.lecciones) : evaluacion.nombre,
    recovery: evaluacion.tipo === RESOURCE_TYPE.recoveryExam,
  };
}

/** The green mark of a solved evaluation: 'Ejercicio Realizado', 'Examen realizado' or, for the quality exam, 'Entregado'. */
export function doneLabel(tipo: number): string {
  if (tipo === QUALITY_EXAM_TYPE) return EXERCISES_MSG.qualityDelivered;
  if (tipo === RESOURCE_TYPE.exercise) return EXERCISES_MSG.exerciseSaved;
  return EXERCISES_MSG.examDone;
}

/**
 * The quality exam never counts toward a grade (decision 023): its solved
 * view says 'Entregado' and shows the marks, without a 'Calificación'.
 */
export function showsGrade(tipo: number): boolean {
  return tipo !== QUALITY_EXAM_TYPE;
}

/** A grade as the screen writes it: up to two decimals, es-MX. */
export function formatGrade(n: number): string {
  return n.toLocaleString('es-MX', { maximumFractionDigits: 2 });
}
