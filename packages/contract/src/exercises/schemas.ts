import { z } from 'zod';
import { idField, versionField } from '../common-schemas.js';

/** idTipoPregunta (spec 2 §3): 2 multiple choice, 6 an instruction shown between questions (no options, not graded). */
export const QUESTION_TYPE = { multipleChoice: 2, instruction: 6 } as const;
/** An option whose text is this does not exist and is not shown (spec 2 §4). */
export const HIDDEN_OPTION = '-';

const zeroOne = z.union([z.literal(0), z.literal(1)]);
const optionNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * A question of an exercise or exam (spec 2 §3 "Question"). `opcion_correcta`,
 * `correcta`, `eleccion` and `respuesta` are null until the student's result
 * exists: the right options never reach a student before (decision 023).
 */
export const question = z.object({
  num_pregunta: z.number().int(),
  /** Points of a right answer; a graded evaluation's values add up to calificaciontotal. */
  valor: z.number(),
  pregunta: z.string(),
  tiene_imagen: zeroOne,
  /** Absolute URL of the picture, or null. */
  ruta_imagen: z.string().nullable(),
  tiene_audio_pregunta: zeroOne,
  ruta_audio_pregunta: z.string().nullable(),
  valor1: z.string(),
  valor2: z.string(),
  valor3: z.string(),
  valor4: z.string(),
  idTipoPregunta: z.union([z.literal(2), z.literal(6)]),
  opcion_correcta: optionNumber.nullable(),
  /** 1 when the student's choice was the right one, 0 when not; null before solving or for an instruction. */
  correcta: zeroOne.nullable(),
  eleccion: optionNumber.nullable(),
  /** The text of the student's choice. */
  respuesta: z.string().nullable(),
});
export type Question = z.infer<typeof question>;

/** What recurso.resuelto answers (spec 2 §3 "Solved result"). */
export const solvedEvaluation = z.object({
  /** 1 when the student has a result for this evaluation in this group. */
  ejercicioResuelto: zeroOne,
  preguntas: z.array(question),
  /** The sum of the graded questions' values (100 for the demo content). */
  calificaciontotal: z.number(),
  /** The student's result, spelled as the spec does; null before solving. */
  recursoRescuelto: z.object({
    calificacion: z.number(),
    id: z.number().int(),
    editable: zeroOne,
    /** Ours: the result's version, sent back with a re-send so one over a newer result is refused (decision 018). */
    version: z.number().int(),
  }).nullable(),
  /** Ours: the evaluation's name, kind (1 exercise, 2 exam, 3 recovery exam, 4 quality exam) and lesson, for the screen's title. */
  evaluacion: z.object({
    nombre: z.string(),
    tipo: z.number().int(),
    leccion: z.number().int(),
    lecciones: z.number().int(),
    /** Ours: the level's extraordinary exam (examen.extraordinario), which is not a lesson's; its id, which the send names. */
    extraordinario: z.boolean().optional(),
    id_evaluacion: z.number().int().optional(),
  }),
});
export type SolvedEvaluation = z.infer<typeof solvedEvaluation>;

/** One answer: the question and the chosen option (null for an instruction). */
export const answer = z.object({ num_pregunta: z.number().int().min(1).max(1000), eleccion: optionNumber.nullable() });
export type Answer = z.infer<typeof answer>;

const ignoredNumber = z.number().optional();

/**
 * recurso.contestar's body as the spec lists it. `calificacion` and
 * `calificaciontotal` are accepted and never read: the server grades the
 * answers from the stored right options (decision 023). id_curso, id_nivel,
 * id_ciclo and session come from the group and the evaluation's lesson.
 */
export const answerSubmission = z.strictObject({
  id_alumno: idField,
  id_grupo: idField,
  id_evaluacion: idField,
  preguntas: z.array(answer).max(200),
  id_curso: ignoredNumber,
  id_nivel: ignoredNumber,
  id_ciclo: ignoredNumber,
  session: ignoredNumber,
  calificacion: ignoredNumber,
  calificaciontotal: ignoredNumber,
  /** Exercises: 1 when the student sends again. */
  editable: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Exercises sent again: the result being replaced, as recurso.resuelto gave it. */
  idResultado: idField.optional(),
  /** Ours: a re-send names the version of the result it replaces (recursoRescuelto.version); older is 409. */
  version: versionField.optional(),
});
export type AnswerSubmission = z.infer<typeof answerSubmission>;

export const answerSaved = z.object({
  message: z.string(),
  /** The grade the server computed. */
  calificacion: z.number(),
  calificaciontotal: z.number(),
  idResultado: z.number().int(),
});

/** A resource of grupos.recursos (spec 3 §3 "Resource"): an exercise or exam of the group's level with its questions, the right option shown. */
export const teacherResource = z.object({
  id_evaluacion: z.number().int(),
  leccion: z.number().int(),
  /** 1 exercise, 2 exam, 3 recovery exam. */
  tipo: z.number().int(),
  nombre: z.string(),
  preguntas: z.array(question),
});
export type TeacherResource = z.infer<typeof teacherResource>;

/**
 * Ours: one answer of "Repasar mis errores" checked on the server, for an
 * evaluation the student already sent (decision 031): right or wrong, never
 * the right option. Nothing is stored.
 */
export const answerCheck = z.strictObject({
  id_usuario: idField,
  id_grupo: idField,
  id_evaluacion: idField,
  num_pregunta: idField,
  eleccion: optionNumber,
});
export const answerChecked = z.object({ correcta: zeroOne });
